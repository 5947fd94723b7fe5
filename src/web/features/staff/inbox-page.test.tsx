import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { InboxPage } from './inbox-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn() } }
})

afterEach(cleanup)

it('counts every newsletter subscriber, past the 200 a staff list page holds', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  vi.mocked(api.getPage).mockResolvedValue({ items: [{ id: 350 }], total: 350 })
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('350 subscribers')).toBeVisible()
  expect(api.getPage).toHaveBeenCalledWith('/api/newsletter-subscribers?limit=1')
})
