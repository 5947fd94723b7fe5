import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError, api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { LimitGroupsCard } from './limit-groups-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), put: vi.fn(), delete: vi.fn() } }
})

afterEach(cleanup)

const LOAVES = { id: 3, name: 'Sourdough loaves', dailyLimit: 40 }

function showCard() {
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/limit-groups' ? [LOAVES] : []))
  renderAdmin(<LimitGroupsCard />)
}

it('puts the stored limit back when the shop refuses an edit', async () => {
  vi.mocked(api.put).mockRejectedValue(new ApiError(400, 'The daily limit is at least 1', 'validation_failed'))
  showCard()
  const limit = await screen.findByDisplayValue('40')
  await userEvent.clear(limit)
  fireEvent.blur(limit)
  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/limit-groups/3', { name: 'Sourdough loaves', dailyLimit: 0 }))
  expect(await screen.findByText('Update failed')).toBeVisible()
  expect(await screen.findByDisplayValue('40')).toBeVisible()
})

it('asks before removing a shared limit', async () => {
  vi.mocked(api.delete).mockResolvedValue(undefined)
  showCard()
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Sourdough loaves' }))
  const question = await screen.findByRole('alertdialog', { name: 'Remove the limit “Sourdough loaves”?' })
  expect(api.delete).not.toHaveBeenCalled()
  await userEvent.click(within(question).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/api/limit-groups/3'))
})

it('says which coming days already hold more than a group’s limit', async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/limit-groups') return [LOAVES]
    if (path.startsWith('/api/limit-groups/3/days-held?from=')) {
      return [
        { date: '2026-12-04', units: 38 },
        { date: '2026-12-05', units: 44 },
        { date: '2026-12-11', units: 41 },
      ]
    }
    return []
  })
  renderAdmin(<LimitGroupsCard />)
  expect(await screen.findByText(/^2 coming days already hold more, 44 on Dec 5, 2026\. Their orders stay/)).toBeVisible()
})
