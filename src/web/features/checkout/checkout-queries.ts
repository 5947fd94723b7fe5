import { queryOptions } from '@tanstack/react-query'
import type { CustomerLookup } from '../../../domain/customers/customer-lookup-schemas'
import type { Order } from '../../../domain/orders/order-schemas'
import type { PaymentsPublicConfig } from '../../../domain/payments/payment-schemas'
import { api } from '../../lib/api-client'

export const checkoutQueries = {
  customerByWhatsapp: (number: string) =>
    queryOptions({
      queryKey: ['/api/customers/whatsapp', number],
      queryFn: () => api.get<CustomerLookup>(`/api/customers/whatsapp/${encodeURIComponent(number)}`),
      staleTime: 0,
    }),
  /** An order a pay link names, read with its token. */
  orderToPay: (id: number, token: string) =>
    queryOptions({
      queryKey: ['/api/orders', id, token, 'pay'],
      queryFn: () => api.get<Order>(`/api/orders/${id}?token=${encodeURIComponent(token)}`),
    }),
  /** Whether the card tab can take payments, and Stripe's publishable key. */
  paymentsConfig: () => queryOptions({ queryKey: ['/api/payments/config'], queryFn: () => api.get<PaymentsPublicConfig>('/api/payments/config') }),
}
