import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StandingOrderView, StandingWeek } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { createQueryClient } from '../../lib/query-client'
import { aWeek } from '../../lib/standing-order-test-fixture'
import { StandingPauseForm } from './standing-pause-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), patch: vi.fn() } }
})

const week = (date: string, change: Partial<StandingWeek> = {}): StandingWeek => aWeek(date, { state: 'paused', ...change })

function showForm(weeks: StandingWeek[]) {
  const standing = { id: 5, status: 'paused', pausedUntil: '2099-01-10', weeks } as unknown as StandingOrderView
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StandingPauseForm standing={standing} token="secret" />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(cleanup)

describe('pausing a standing order', () => {
  it('says a week the shop already recorded as paused stays paused when the customer resumes', () => {
    showForm([week('2099-01-03', { decided: true }), week('2099-01-10')])
    expect(screen.getByRole('button', { name: 'Resume now' })).toBeVisible()
    expect(screen.getByText('The order for Saturday, January 3 is already decided: that week stays paused.')).toBeVisible()
  })

  it('promises nothing more while every paused week can still come back', () => {
    showForm([week('2099-01-03'), week('2099-01-10')])
    expect(screen.queryByText(/already decided/)).not.toBeInTheDocument()
  })
})
