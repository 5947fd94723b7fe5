/**
 * One line of the shop's opening hours: from one weekday to another (0 = Sunday … 6 = Saturday, the same day for
 * one day), open from `opens` to `closes`, wall-clock times 'HH:mm' in the bakery. Stored like this, not as text,
 * so each customer reads the days and times in their own language.
 */
export type OpeningHoursRow = { fromDay: number; toDay: number; opens: string; closes: string }

/**
 * The store hours of spec §9 on the days the bakery bakes (Tuesday to Saturday): the spec also tells customers it is
 * closed Sunday and Monday, so its Sunday and Monday hours are left out. Staff set their own in /admin/settings.
 */
export const DEFAULT_OPENING_HOURS: readonly OpeningHoursRow[] = [
  { fromDay: 2, toDay: 5, opens: '07:00', closes: '19:00' },
  { fromDay: 6, toDay: 6, opens: '08:00', closes: '17:00' },
]

/** Where the shop is and how to write to it, until staff set their own in /admin/settings. */
export const DEFAULT_SHOP_ADDRESS = 'Mérida, Yucatán, México'
export const DEFAULT_SHOP_EMAIL = 'hola@masamadremerida.mx'

export const DEFAULT_CITY = 'Mérida'
export const DEFAULT_STATE = 'Yucatán'
export const DEFAULT_WHATSAPP_MESSAGE = "Hello, I'd like to inquire about an order."
