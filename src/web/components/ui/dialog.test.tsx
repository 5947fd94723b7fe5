import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady } from '../../i18n/i18n'
import { Dialog } from './dialog'

beforeAll(async () => {
  await i18nReady
})
afterEach(cleanup)

/** A row's Edit button opening a dialog the way the staff pages do: mounted while editing, gone after. */
function EditRow() {
  const [editing, setEditing] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setEditing(true)}>
        Edit Baguette
      </button>
      {editing && (
        <Dialog open onOpenChange={(open) => !open && setEditing(false)} title="Edit Product">
          <input aria-label="Name" />
          <button type="button" onClick={() => setEditing(false)}>
            Save
          </button>
        </Dialog>
      )}
    </>
  )
}

it.each([
  ['Escape', () => userEvent.keyboard('{Escape}')],
  ['its close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ['a button of the form', () => userEvent.click(screen.getByRole('button', { name: 'Save' }))],
])('gives focus back to the button that opened it when closed with %s', async (_, close) => {
  render(<EditRow />)
  const opener = screen.getByRole('button', { name: 'Edit Baguette' })
  await userEvent.click(opener)
  await screen.findByRole('dialog', { name: 'Edit Product' })

  await close()

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(opener).toHaveFocus())
})

it('keeps a form inside it to itself: the page’s form around it is not submitted too', async () => {
  const pageSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
  const dialogSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
  render(
    // The checkout's first step opens the waitlist dialog from inside its own form.
    <form onSubmit={pageSubmit}>
      <Dialog open onOpenChange={() => {}} title="Join the waitlist">
        <form onSubmit={dialogSubmit}>
          <button type="submit">Join</button>
        </form>
      </Dialog>
    </form>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Join' }))
  expect(dialogSubmit).toHaveBeenCalledTimes(1)
  expect(pageSubmit).not.toHaveBeenCalled()
})
