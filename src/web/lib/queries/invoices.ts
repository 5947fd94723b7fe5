import { queryOptions } from '@tanstack/react-query'
import type { InvoiceRequest, StaffInvoiceRequest } from '../../../domain/invoicing/invoice-request-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'

export const invoiceQueries = {
  /** Factura requests, newest first (the first 200: staff mark them issued as they go). */
  requests: (onlyOpen: boolean) =>
    queryOptions({
      queryKey: [...queryKeys.invoiceRequests, onlyOpen],
      queryFn: () => api.get<StaffInvoiceRequest[]>(`/api/invoice-requests?limit=200${onlyOpen ? '&open=true' : ''}`),
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
