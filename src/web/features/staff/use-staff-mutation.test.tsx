import '@testing-library/jest-dom/vitest'
import { useQuery } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError, type FieldError } from '../../lib/api-client'
import { queryKeys } from '../../lib/queries/keys'
import { renderAdmin } from './admin-test-harness'
import { useStaffMutation } from './use-staff-mutation'

afterEach(cleanup)

type Props = {
  change: (name: string) => Promise<{ name: string }>
  onSuccess?: () => void
  onFieldErrors?: (errors: readonly FieldError[], name: string) => void
}

/** A product list and a 'Rename' button, as a staff screen would have them. */
function RenameProduct({ change, onSuccess, onFieldErrors }: Props) {
  const loads = useQuery({ queryKey: [...queryKeys.products, 'test'], queryFn: vi.fn(async () => Date.now()) })
  const rename = useStaffMutation({
    mutationFn: change,
    successToast: (product) => ({ title: 'Product updated', description: `Now called ${product.name}` }),
    reloads: [queryKeys.products],
    failureTitle: 'Failed to update product',
    onSuccess,
    onFieldErrors,
  })
  return (
    <>
      <p>loaded at {loads.data}</p>
      <button type="button" onClick={() => rename.mutate('Pan de muerto')}>
        Rename
      </button>
    </>
  )
}

it('says what was saved and reloads the lists it names before the screen moves on', async () => {
  const order: string[] = []
  const { queryClient } = renderAdmin(<RenameProduct change={async (name) => ({ name })} onSuccess={() => order.push('moved on')} />)
  await screen.findByText(/^loaded at \d+/)
  const before = queryClient.getQueryState([...queryKeys.products, 'test'])?.dataUpdatedAt ?? 0
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') order.push('reloaded')
  })

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))

  expect(await screen.findByText('Product updated')).toBeVisible()
  expect(screen.getByText('Now called Pan de muerto')).toBeVisible()
  await waitFor(() => expect(order).toEqual(['reloaded', 'moved on']))
  expect(queryClient.getQueryState([...queryKeys.products, 'test'])?.dataUpdatedAt).toBeGreaterThan(before)
})

it('shows the server’s reason under the failure title and hands the refused fields, with what was sent, to the form', async () => {
  const refused: FieldError[] = [{ path: 'name', message: 'Name is required' }]
  const onFieldErrors = vi.fn()
  const onSuccess = vi.fn()
  const change = () => Promise.reject(new ApiError(400, 'Name is required', 'validation_failed', refused))
  renderAdmin(<RenameProduct change={change} onSuccess={onSuccess} onFieldErrors={onFieldErrors} />)

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))

  expect(await screen.findByText('Failed to update product')).toBeVisible()
  expect(screen.getByText('Name is required')).toBeVisible()
  expect(onFieldErrors).toHaveBeenCalledWith(refused, 'Pan de muerto')
  expect(onSuccess).not.toHaveBeenCalled()
  expect(screen.queryByText('Product updated')).not.toBeInTheDocument()
})

it('names a lost connection as such, with no fields to mark', async () => {
  const onFieldErrors = vi.fn()
  renderAdmin(<RenameProduct change={() => Promise.reject(new TypeError('Failed to fetch'))} onFieldErrors={onFieldErrors} />)

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))

  expect(await screen.findByText('Failed to update product')).toBeVisible()
  expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument()
  expect(onFieldErrors).not.toHaveBeenCalled()
})

it('reloads the lists it names when the change was refused because someone changed them meanwhile', async () => {
  const change = () => Promise.reject(new ApiError(409, 'Order #5 was changed by someone else meanwhile', 'conflict'))
  const { queryClient } = renderAdmin(<RenameProduct change={change} />)
  await screen.findByText(/^loaded at \d+/)
  const before = queryClient.getQueryState([...queryKeys.products, 'test'])?.dataUpdatedAt ?? 0

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))

  expect(await screen.findByText('Failed to update product')).toBeVisible()
  await waitFor(() => expect(queryClient.getQueryState([...queryKeys.products, 'test'])?.dataUpdatedAt).toBeGreaterThan(before))
})
