import { common } from './en/common'
import { language } from './en/language'
import { payments } from './en/payments'
import { storefront } from './en/storefront'

/**
 * The English texts every visitor needs at once: common, language, storefront and payments. The admin and
 * staff areas bring their own texts with their code (see areas.ts), so customers never download them.
 */
export const en = { ...common, ...language, ...storefront, ...payments } as const

export type Messages = typeof en
