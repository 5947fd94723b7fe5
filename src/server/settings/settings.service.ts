import { asc, eq, gte } from 'drizzle-orm'
import { normalizePhone } from '../../domain/customers/phone'
import { DomainError } from '../../domain/errors'
import { DEFAULT_TAX_POLICY } from '../../domain/orders/tax-policy'
import { DEFAULT_TRANSFER_PAY_BY_HOURS } from '../../domain/payments/transfer-instructions'
import { DEFAULT_PICKUP_WINDOWS } from '../../domain/planning/pickup-windows'
import { DEFAULT_BAKING_DAYS, isBakingDay } from '../../domain/schedule/bookable-window'
import { bakeryToday } from '../../domain/schedule/calendar-dates'
import { clabeDigits } from '../../domain/shop/clabe'
import { fromLegacyOpeningHours } from '../../domain/shop/opening-hours'
import { openingHoursSchema, type ShopSettings, type ShopSettingsChange } from '../../domain/shop/settings-schemas'
import { DEFAULT_OPENING_HOURS, DEFAULT_SHOP_ADDRESS, DEFAULT_SHOP_EMAIL, type OpeningHoursRow } from '../../domain/shop/shop-facts'
import { DEFAULT_REMINDER_TIME } from '../../domain/shop/whatsapp-reminders'
import { text } from '../../domain/written-text'
import type { Config } from '../config'
import type { Database, Queryable } from '../db/client'
import { availableDates, settings } from '../db/schema'

export type SettingsDefaults = Pick<Config, 'BAKERY_WHATSAPP_NUMBER' | 'BANK_NAME' | 'BANK_CLABE' | 'BANK_BENEFICIARY'>

const SHOP_KEY = 'shop'

/** Hours as stored: structured, else saved as English text before they were (read once more), else the defaults. */
function readOpeningHours(stored: unknown): OpeningHoursRow[] {
  const structured = openingHoursSchema.safeParse(stored)
  if (structured.success) return structured.data
  return fromLegacyOpeningHours(stored) ?? DEFAULT_OPENING_HOURS.map((row) => ({ ...row }))
}

/** Stored values win; the environment (BAKERY_WHATSAPP_NUMBER, BANK_NAME, BANK_CLABE, BANK_BENEFICIARY) fills what was never stored. */
export function createSettingsService({
  db,
  defaults,
  clock,
  timeZone,
}: {
  db: Database
  defaults: SettingsDefaults
  clock: () => Date
  timeZone: string
}) {
  const fallback: ShopSettings = {
    whatsappNumber: defaults.BAKERY_WHATSAPP_NUMBER,
    shopAddress: DEFAULT_SHOP_ADDRESS,
    shopEmail: DEFAULT_SHOP_EMAIL,
    bankName: defaults.BANK_NAME ?? '',
    bankClabe: defaults.BANK_CLABE ?? '',
    bankBeneficiary: defaults.BANK_BENEFICIARY ?? '',
    transferPayByHours: DEFAULT_TRANSFER_PAY_BY_HOURS,
    releaseOverdueTransfers: false,
    stripeCashMethods: false,
    openingHours: DEFAULT_OPENING_HOURS.map((row) => ({ ...row })),
    ...DEFAULT_TAX_POLICY,
    bakingDays: [...DEFAULT_BAKING_DAYS],
    pickupWindows: DEFAULT_PICKUP_WINDOWS.map((window) => ({ ...window })),
    orderCutoffTime: null,
    reminderTime: DEFAULT_REMINDER_TIME,
    facebookUrl: '',
    instagramUrl: '',
  }

  /** The stored value over the fallback, its hours read and its number in E.164. */
  function withFallback(value: unknown): ShopSettings {
    const stored = { ...fallback, ...(value as Partial<ShopSettings> | undefined) }
    stored.openingHours = readOpeningHours(stored.openingHours)
    // Served as E.164 whatever spelling staff typed, so chat links never carry the old mobile '1'; the CLABE as digits.
    return { ...stored, whatsappNumber: normalizePhone(stored.whatsappNumber) ?? stored.whatsappNumber, bankClabe: clabeDigits(stored.bankClabe) }
  }

  /** `executor`: a transaction that must see the settings on its own connection (no second pool connection). */
  async function get(executor: Queryable = db): Promise<ShopSettings> {
    const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.key, SHOP_KEY))
    return withFallback(row?.value)
  }

  /**
   * The stored row under a lock (made first when it was never stored, so there is always a row to lock): 'update' to
   * change it, 'share' to act on it (opening a day) while nobody changes it.
   */
  async function locked(tx: Queryable, mode: 'update' | 'share'): Promise<ShopSettings> {
    await tx.insert(settings).values({ key: SHOP_KEY, value: {} }).onConflictDoNothing()
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, SHOP_KEY)).for(mode)
    return withFallback(row?.value)
  }

  /** An open day is a baking day: a weekday stays one while days from today on are open on it. */
  async function keepOpenDaysBaking(tx: Queryable, bakingDays: readonly number[]) {
    const open = await tx
      .select({ date: availableDates.date })
      .from(availableDates)
      .where(gte(availableDates.date, bakeryToday(clock(), timeZone)))
      .orderBy(asc(availableDates.date))
    const stranded = open.map((day) => day.date).filter((date) => !isBakingDay(date, bakingDays))
    if (stranded.length === 0) return
    const dates = stranded.join(', ')
    throw new DomainError('validation', text('baking_day_has_open_dates', { dates }), [
      { path: 'bakingDays', message: text('baking_day_has_open_dates', { dates }) },
    ])
  }

  return {
    get: () => get(),
    read: get,
    /** The settings in `tx`, kept as they are until it ends (settings.update waits for it). */
    readShared: (tx: Queryable) => locked(tx, 'share'),
    /**
     * Read, merge and write under the row's lock: two staff saving different fields at once each merge into the
     * other's saved value instead of writing back the one they both read.
     */
    update: (change: ShopSettingsChange): Promise<ShopSettings> =>
      db.transaction(async (tx) => {
        const next = withFallback({ ...(await locked(tx, 'update')), ...change })
        if (change.bakingDays) await keepOpenDaysBaking(tx, next.bakingDays)
        await tx.update(settings).set({ value: next, updatedAt: new Date() }).where(eq(settings.key, SHOP_KEY))
        return next
      }),
  }
}
export type SettingsService = ReturnType<typeof createSettingsService>
