import { afterEach, expect, it } from 'vitest'
import { unansweredOrderEntry } from './checkout-session'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const request = { key: 'idem-123', body: { order: { customerId: 7 } } }

it('sends again a request an earlier release of the shop kept in this tab, as it is: the order it placed is answered', () => {
  // Before one cart made one order across tabs, the request was kept as it is, in sessionStorage.
  sessionStorage.setItem('checkout-unanswered-order', JSON.stringify(request))
  const entry = unansweredOrderEntry<typeof request>()
  expect(entry.read()).toEqual(request)
  entry.forget()
  expect(entry.read()).toBeNull()
})

it('keeps a request in localStorage for an hour, for every tab', () => {
  const entry = unansweredOrderEntry<typeof request>()
  entry.save(request)
  expect(JSON.parse(localStorage.getItem('checkout-unanswered-order') ?? 'null')).toMatchObject({ request })
  expect(entry.read()).toEqual(request)
})
