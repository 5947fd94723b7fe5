import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { standingPaymentMethods } from '../../domain/regulars/repeat-order'
import { STANDING_PAYMENT_METHODS, type StandingPaymentMethod } from '../../domain/regulars/standing-order-schemas'
import { settingsQueries } from './queries/settings'

/**
 * How the customer pays the shop's later orders, among the ways the shop takes now (both while the settings load, as
 * checkout offers them): a transfer the shop no longer takes reads as cash, the one way left.
 */
export function useOfferedPayment(initial: StandingPaymentMethod) {
  const settings = useQuery(settingsQueries.shop())
  const methods = settings.data ? standingPaymentMethods(settings.data) : STANDING_PAYMENT_METHODS
  const [chosen, choose] = useState(initial)
  const paymentMethod: StandingPaymentMethod = methods.includes(chosen) ? chosen : 'cash'
  return { methods, paymentMethod, choose }
}
