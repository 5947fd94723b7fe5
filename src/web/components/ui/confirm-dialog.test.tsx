import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

afterEach(cleanup)

/** An order's status list asking before it cancels, as the staff orders page does: no trigger button. */
function StatusList() {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <select aria-label="Status" value="pending" onChange={(event) => event.target.value === 'cancelled' && setAsking(true)}>
        <option value="pending">Pending</option>
        <option value="cancelled">Cancelled</option>
      </select>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel order #8?"
        description="Its place goes back."
        cancelLabel="Keep the order"
        confirmLabel="Cancel the order"
        onConfirm={() => {}}
      />
    </>
  )
}

it.each([
  ['Escape', () => userEvent.keyboard('{Escape}')],
  ['its keep button', () => userEvent.click(screen.getByRole('button', { name: 'Keep the order' }))],
  ['its confirm button', () => userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }))],
])('gives focus back to the list that opened it when closed with %s', async (_, close) => {
  render(<StatusList />)
  const status = screen.getByRole('combobox', { name: 'Status' })
  status.focus()
  fireEvent.change(status, { target: { value: 'cancelled' } })
  await screen.findByRole('alertdialog', { name: 'Cancel order #8?' })

  await close()

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  await waitFor(() => expect(status).toHaveFocus())
})
