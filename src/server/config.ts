import path from 'node:path'
import { z } from 'zod'
import { isValidPhone } from '../domain/customers/phone'
import { DEFAULT_BAKERY_TIMEZONE } from '../domain/schedule/calendar-dates'
import { isValidClabe } from '../domain/shop/clabe'

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)))

/** A placeholder Mérida number until the shop sets its own (BAKERY_WHATSAPP_NUMBER or /admin/settings). */
export const DEFAULT_SHOP_WHATSAPP = '+52 999 123 4567'

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres://'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: flag(true),
  BAKERY_TIMEZONE: z
    .string()
    .default(DEFAULT_BAKERY_TIMEZONE)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'BAKERY_TIMEZONE must be an IANA time zone such as America/Merida'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText,
  /** Facturapi (a PAC) secret key: with it, staff issue each requested CFDI from the shop; without it, nothing pretends to. */
  FACTURAPI_KEY: optionalText,
  /** Point the Facturapi SDK at another host (tests). */
  FACTURAPI_API_BASE: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_API_BASE: optionalText,
  /** Meta's app secret: every webhook delivery is signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** Any long random text, given to Meta when the webhook is set up; Meta sends it back to check the address. */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** The shop's address on the web ('https://pan.example.mx'): WhatsApp offers to waitlisted customers link to their page. */
  PUBLIC_URL: optionalText.refine((url) => url === undefined || /^https?:\/\/[^/]+/.test(url), 'PUBLIC_URL must start with http:// or https://'),
  // Checked here as /admin/settings checks them: a bad first value would break the settings everyone reads.
  BAKERY_WHATSAPP_NUMBER: z.string().default(DEFAULT_SHOP_WHATSAPP).refine(isValidPhone, 'BAKERY_WHATSAPP_NUMBER must be a phone number'),
  BANK_NAME: optionalText,
  BANK_BENEFICIARY: optionalText,
  BANK_CLABE: optionalText.refine((clabe) => clabe === undefined || isValidClabe(clabe), 'BANK_CLABE must be 18 digits with a valid check digit'),
  /**
   * Unset: X-Forwarded-For is ignored. A number: how many proxies stand in front of the shop (the client is the address
   * that many hops back). Otherwise the proxies' addresses or CIDR ranges, comma-separated. 'true' would let any
   * client name its own address, dodging the per-client limits and locking others out of sign-in, so it is refused.
   */
  TRUST_PROXY: optionalText
    .refine((value) => value !== 'true', 'TRUST_PROXY=true would trust any client: give the number of proxies (usually 1) or their addresses')
    .transform((value): number | string | undefined => {
      if (value === undefined || value === 'false' || value === '0') return undefined
      return /^\d+$/.test(value) ? Number(value) : value
    }),
  /** Scales every per-client limit (plugins/rate-limits.ts); test runs that are not load tests raise it. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
  /** The most active orders one customer (phone) may hold for one pickup day. */
  MAX_ORDERS_PER_CUSTOMER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('dist/web'),
})

export type Config = z.infer<typeof envSchema> & { dataDir: string }

/** Reads the environment once at start; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) }
}
