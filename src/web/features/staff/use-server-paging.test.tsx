import '@testing-library/jest-dom/vitest'
import { queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { renderAdmin } from './admin-test-harness'
import { useServerPaging } from './use-server-paging'

afterEach(cleanup)

const PAGE_SIZE = 10

/** The server's list: `unpaid` orders numbered 1.., a page of ten at a time, as GET /api/orders?page= answers. */
const server = { unpaid: 11 }
const pageOf = (page: number) =>
  queryOptions({
    queryKey: ['/api/orders', 'list', page],
    queryFn: async () => {
      const ids = Array.from({ length: server.unpaid }, (_, index) => index + 1)
      return { orders: ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: server.unpaid }
    },
  })

function UnpaidOrders() {
  const { query, page, pages, setPage } = useServerPaging('unpaid', PAGE_SIZE, pageOf)
  return (
    <>
      <p>
        page {page} of {pages}
      </p>
      <ul>
        {query.data?.orders.map((id) => (
          <li key={id}>order {id}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
    </>
  )
}

it('goes back to the new last page when the only order on the last page is paid', async () => {
  server.unpaid = 11
  const { queryClient } = renderAdmin(<UnpaidOrders />)
  expect(await screen.findByText('order 1')).toBeVisible()
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('order 11')).toBeVisible()
  expect(screen.getByText('page 2 of 2')).toBeVisible()

  // Order 11 is marked paid: the unpaid list has ten, and its page 2 nothing.
  server.unpaid = 10
  await queryClient.invalidateQueries({ queryKey: ['/api/orders'] })

  expect(await screen.findByText('page 1 of 1')).toBeVisible()
  expect(await screen.findByText('order 10')).toBeVisible()
  expect(screen.getAllByRole('listitem')).toHaveLength(10)
})
