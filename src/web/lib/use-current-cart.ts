import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useToast } from '../components/ui/toaster'
import { useTranslation } from '../i18n/use-translation'
import { cart } from './cart-store'
import { productQueries } from './queries/catalogue'
import { settingsQueries } from './queries/settings'
import { useCatalogueText } from './use-catalogue-text'

/**
 * The cart and checkout pages read the catalogue and the tax setting afresh, and the cart follows them: lines at
 * today's prices, and lines that can no longer be ordered taken out with a word. What the pages show is then what
 * the server will charge.
 */
export function useCurrentCart(): { tookOut: boolean } {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const toast = useToast()
  const products = useQuery({ ...productQueries.list(), staleTime: 0 })
  const [tookOut, setTookOut] = useState(false)
  useQuery({ ...settingsQueries.shop(), staleTime: 0 })
  // Once per catalogue read: the toast and the text follow the language, not the other way round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!products.data) return
    const { unavailable, repriced } = cart.reprice(new Map(products.data.map((product) => [product.id, product])))
    const names = (changed: typeof unavailable) => changed.map((line) => text.name(line)).join(', ')
    // One toast (the toaster shows one at a time) saying both, when both happened.
    const said = [
      unavailable.length > 0 && t('cart.unavailableText', { names: names(unavailable) }),
      repriced.length > 0 && t('cart.repricedText', { names: names(repriced) }),
    ].filter(Boolean)
    if (said.length === 0) return
    if (unavailable.length > 0) setTookOut(true)
    toast({ title: t(unavailable.length > 0 ? 'cart.unavailableTitle' : 'cart.repricedTitle'), description: said.join(' '), variant: 'warning' })
  }, [products.data])
  // Whether lines were taken out: a page whose cart that empties says why, not only that it is empty.
  return { tookOut }
}
