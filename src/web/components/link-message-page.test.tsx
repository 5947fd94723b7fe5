import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import '../i18n/i18n'
import { LinkMessagePage } from './link-message-page'

afterEach(cleanup)

it('names the browser tab after what happened, not after the page before', () => {
  document.title = 'Masa Madre Mérida · Artisan Sourdough Bakery'
  render(<LinkMessagePage title="Order Not Found" text="We couldn't find the order." action={null} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible()
  expect(document.title).toBe('Order Not Found · Masa Madre Mérida')
})
