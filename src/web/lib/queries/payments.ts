import { queryOptions } from '@tanstack/react-query'
import type { OwedDay, PaymentsPublicConfig } from '../../../domain/payments/payment-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'

export const paymentQueries = {
  /** Whether the card tab can take payments, and Stripe's publishable key. */
  config: () => queryOptions({ queryKey: [...queryKeys.payments, 'config'], queryFn: () => api.get<PaymentsPublicConfig>('/api/payments/config') }),
  /** What is still to collect on each coming pickup day (staff). */
  owedByDay: () => queryOptions({ queryKey: [...queryKeys.payments, 'owed'], queryFn: () => api.get<OwedDay[]>('/api/payments/owed') }),
}
