import { common } from './es/common'
import { language } from './es/language'
import { payments } from './es/payments'
import { storefront } from './es/storefront'

/** The Spanish (es-MX) counterpart of en.ts, loaded only when Spanish is chosen; catalogues.test.ts keeps the keys in step. */
export const es = { ...common, ...language, ...storefront, ...payments } as const
