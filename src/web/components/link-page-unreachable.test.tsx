import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady } from '../i18n/i18n'
import { ApiError } from '../lib/api-client'
import { linkPageWithoutData } from './link-page-unreachable'

beforeAll(async () => {
  await i18nReady
})

afterEach(cleanup)

const shown = { notFound: <p>Order not found</p>, loading: <p>Loading the order</p> }

it('offers a retry, not "not found", when the first load did not reach the shop', async () => {
  const refetch = vi.fn(async () => undefined)
  render(linkPageWithoutData({ isError: true, error: new TypeError('Failed to fetch'), refetch }, shown))
  expect(screen.queryByText('Order not found')).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'We could not reach the bakery' })).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(refetch).toHaveBeenCalledTimes(1)
})

it('says "not found" only when the shop said so, and shows the skeleton while loading', () => {
  const refetch = async () => undefined
  render(linkPageWithoutData({ isError: true, error: new ApiError(404, 'not found', 'not_found'), refetch }, shown))
  expect(screen.getByText('Order not found')).toBeVisible()
  cleanup()
  render(linkPageWithoutData({ isError: false, error: null, refetch }, shown))
  expect(screen.getByText('Loading the order')).toBeVisible()
})
