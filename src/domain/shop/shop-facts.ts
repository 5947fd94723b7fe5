/** Facts of the bakery that the storefront states to customers (spec §9). */
export const STORE_HOURS = [
  { days: 'Monday - Friday', hours: '7:00 AM - 7:00 PM' },
  { days: 'Saturday', hours: '8:00 AM - 5:00 PM' },
  { days: 'Sunday', hours: '8:00 AM - 3:00 PM' },
] as const

/** Where the shop is and how to write to it, until staff set their own in /admin/settings. */
export const DEFAULT_SHOP_ADDRESS = 'Mérida, Yucatán, México'
export const DEFAULT_SHOP_EMAIL = 'hola@masamadremerida.mx'

export const DEFAULT_CITY = 'Mérida'
export const DEFAULT_STATE = 'Yucatán'
export const DEFAULT_WHATSAPP_MESSAGE = "Hello, I'd like to inquire about an order."
