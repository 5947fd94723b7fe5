import { queryOptions } from '@tanstack/react-query'
import type { InvoiceRequest, StaffInvoiceRequest } from '../../../domain/invoicing/invoice-request-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** Requests per page of the Facturas page. */
export const INVOICE_REQUESTS_PAGE_SIZE = 20

export const invoiceQueries = {
  /** Factura requests, newest first, a page at a time; `onlyOpen`: what is left to issue or cancel. */
  requests: (onlyOpen: boolean, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.invoiceRequests, onlyOpen, page],
      queryFn: async () => {
        const params = new URLSearchParams({ limit: String(INVOICE_REQUESTS_PAGE_SIZE), page: String(page) })
        if (onlyOpen) params.set('open', 'true')
        const { items, total } = await api.getPage<StaffInvoiceRequest>(`/api/invoice-requests?${params}`)
        return { requests: items, total }
      },
      // Customers add requests: read anew each time staff open the page.
      staleTime: 0,
    }),
  /** Whether the shop issues CFDIs itself (Facturapi configured). */
  provider: () =>
    queryOptions({
      queryKey: [...queryKeys.invoiceRequests, 'provider'],
      queryFn: () => api.get<{ configured: boolean }>('/api/invoice-requests/provider'),
    }),
  /** The customer's own request for an order (read with the order's token), and its files once issued. */
  ofOrder: (orderId: number, token: string) =>
    queryOptions({
      queryKey: [...queryKeys.orders, orderId, 'invoice-request', token],
      queryFn: () => api.get<InvoiceRequest | null>(`/api/orders/${orderId}/invoice-request?token=${encodeURIComponent(token)}`),
    }),
}
