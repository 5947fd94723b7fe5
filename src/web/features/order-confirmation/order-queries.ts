import { queryOptions } from '@tanstack/react-query'

/** A card payment is confirmed by Stripe's webhook, usually seconds after the customer lands here. */
const CARD_CONFIRMATION_POLL_MS = 3000
const CARD_CONFIRMATION_MAX_POLLS = 20

import type { Order } from '../../../domain/orders/order-schemas'
import { api } from '../../lib/api-client'

export const orderQueries = {
  /** The customer reads their own order with the access token they got when placing it. */
  detail: (id: number, token: string) =>
    queryOptions({
      queryKey: ['/api/orders', id, token],
      queryFn: () => api.get<Order>(`/api/orders/${id}?token=${encodeURIComponent(token)}`),
      refetchInterval: (query) => {
        const order = query.state.data
        const waitingForCard = order?.paymentMethod === 'card' && order.paymentStatus === 'unpaid'
        return waitingForCard && query.state.dataUpdateCount < CARD_CONFIRMATION_MAX_POLLS ? CARD_CONFIRMATION_POLL_MS : false
      },
    }),
}
