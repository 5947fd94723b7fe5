import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { formatAddress } from '../../../domain/customers/customer-schemas'
import { toPesos } from '../../../domain/money'
import { lineTotalCents } from '../../../domain/orders/cart'
import type { NewOrder, PlacedOrder } from '../../../domain/orders/order-schemas'
import { DEFAULT_TIME_SLOT, type PaymentMethod } from '../../../domain/orders/order-status'
import { api } from '../../lib/api-client'
import { useCartTotals } from '../cart/use-cart-totals'
import { checkoutQueries } from './checkout-queries'
import type { DateChoice } from './checkout-state'
import { newIdempotencyKey } from './idempotency-key'
import { type CheckoutCustomer, isSavedCustomer } from './saved-customer'

type PlaceOrderInput = { paymentMethod: PaymentMethod; date: DateChoice & { pickupDate: string }; customer: CheckoutCustomer }

/**
 * Registers the customer, then places the order with one Idempotency-Key per checkout attempt.
 * A second call while one is running gets the same promise, so a double click books one order.
 */
export function usePlaceOrder() {
  const { lines, totals } = useCartTotals()
  const queryClient = useQueryClient()
  const idempotencyKey = useRef(newIdempotencyKey())
  const running = useRef<Promise<PlacedOrder> | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ paymentMethod, date, customer }: PlaceOrderInput) => {
      // Saved details: only the number goes up; the server keeps the name and address (never sent to the browser).
      const saved = isSavedCustomer(customer)
      const { id: customerId } = await api.post<{ id: number }>('/api/customers', saved ? { useSavedDetails: true, phone: customer.phone } : customer)
      const body: NewOrder = {
        order: {
          customerId,
          // The amount to pay as the summary shows it; before the tax setting is known, the lines' sum,
          // which the server also accepts (it always stores and charges its own computation).
          total: toPesos(totals?.totalCents ?? lines.reduce((sum, line) => sum + lineTotalCents(line), 0)),
          pickupDate: date.pickupDate,
          pickupTime: DEFAULT_TIME_SLOT,
          isDelivery: date.isDelivery,
          deliveryAddress: date.isDelivery && !saved ? formatAddress(customer) : null,
          ...(saved && date.isDelivery ? { useSavedAddress: true } : {}),
          specialInstructions: date.specialInstructions.trim() || null,
          paymentMethod,
          status: 'pending',
        },
        items: lines.map((line) => ({ productId: line.id, quantity: line.quantity, price: line.price, customizations: line.customizations })),
      }
      return api.post<PlacedOrder>('/api/orders', body, { 'idempotency-key': idempotencyKey.current })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutQueries.availableDates().queryKey }),
  })
  const placeOrder = (input: PlaceOrderInput): Promise<PlacedOrder> => {
    running.current ??= mutation.mutateAsync(input).finally(() => {
      running.current = null
    })
    return running.current
  }
  return { placeOrder, isPending: mutation.isPending }
}
