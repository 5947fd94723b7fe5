import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { standingPaymentMethods } from '../../domain/regulars/repeat-order'
import { STANDING_PAYMENT_METHODS, type StandingPaymentMethod } from '../../domain/regulars/standing-order-schemas'
import { settingsQueries } from './queries/settings'

/** The choice as the payment tiles show it: the ways the shop takes now, the one chosen, and how to choose. */
export type OfferedPayment = {
  methods: readonly StandingPaymentMethod[]
  paymentMethod: StandingPaymentMethod
  choose: (method: StandingPaymentMethod) => void
}

/**
 * How the customer pays the shop's later orders, among the ways the shop takes now (both while the settings load, as
 * checkout offers them): a transfer the shop no longer takes reads as cash, the one way left.
 */
export function useOfferedPayment(initial: StandingPaymentMethod): OfferedPayment {
  const settings = useQuery(settingsQueries.shop())
  const methods = settings.data ? standingPaymentMethods(settings.data) : STANDING_PAYMENT_METHODS
  const [chosen, choose] = useState(initial)
  const paymentMethod: StandingPaymentMethod = methods.includes(chosen) ? chosen : 'cash'
  return { methods, paymentMethod, choose }
}
