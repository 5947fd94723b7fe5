import type { PackPrice } from '../../../domain/catalog/product-schemas'
import type { Translate } from '../../i18n/translator'

/** '3 for $150 MXN': a weekly special pack as the pack tiles, the order summary, the cart and the confirmation all say it. */
export function weeklySpecialTierText(t: Translate, pack: PackPrice): string {
  return t('home.order.tier', { count: pack.count, price: t('money.mxn', { amount: pack.price }) })
}
