import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { switchLanguage } from '../../i18n/i18n'
import { Button } from './button'
import { NewTabLink } from './new-tab-link'

beforeAll(() => switchLanguage('en'))
afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

it('opens in a new tab without handing the shop’s page to the other site, and says so in the reader’s language', async () => {
  render(
    <Button asChild variant="secondary">
      <NewTabLink href="https://wa.me/529991234567">Open in WhatsApp</NewTabLink>
    </Button>,
  )
  const link = screen.getByRole('link', { name: /^Open in WhatsApp\s*\(opens in a new tab\)$/ })
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  // Inside a Button, the link takes the button's look.
  expect(link.className).toMatch(/rounded/)
  await act(() => switchLanguage('es'))
  expect(screen.getByRole('link', { name: /^Open in WhatsApp\s*\(se abre en otra pestaña\)$/ })).toBeVisible()
})

it('keeps a rel the caller chose, for a page of the shop’s own', () => {
  render(
    <NewTabLink href="/privacy" rel="noopener">
      Privacy
    </NewTabLink>,
  )
  expect(screen.getByRole('link', { name: /^Privacy/ })).toHaveAttribute('rel', 'noopener')
})
