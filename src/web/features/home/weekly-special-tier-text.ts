import type { TFunction } from 'i18next'
import type { WeeklySpecialTier } from '../../../domain/orders/pricing'

/** '3 for $150 MXN': a weekly special pack as the pack tiles, the order summary, the cart and the confirmation all say it. */
export function weeklySpecialTierText(t: TFunction, tier: WeeklySpecialTier): string {
  return t('home.order.tier', { count: tier.count, price: t('money.mxn', { amount: tier.price }) })
}
