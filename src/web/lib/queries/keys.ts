/**
 * The one key factory: every query key starts with the API path of the resource it reads, so a change to a
 * resource invalidates `queryKeys.<resource>` and every screen that shows it (storefront, admin pages, dashboard)
 * reloads, whatever it asked for below that root.
 */
export const queryKeys = {
  auth: ['/api/auth/user'],
  products: ['/api/products'],
  categories: ['/api/categories'],
  limitGroups: ['/api/limit-groups'],
  dates: ['/api/available-dates'],
  settings: ['/api/settings'],
  orders: ['/api/orders'],
  customers: ['/api/customers'],
  payments: ['/api/payments'],
  production: ['/api/production'],
  invoiceRequests: ['/api/invoice-requests'],
  contactMessages: ['/api/contact-messages'],
  newsletterSubscribers: ['/api/newsletter-subscribers'],
  whatsapp: ['/api/whatsapp'],
  standingOrders: ['/api/standing-orders'],
  waitlist: ['/api/waitlist'],
  staffAccounts: ['/api/staff-accounts'],
} as const

/** Where the staff dashboard keeps its rows that fall back to the spec's sample rows (see sampled.ts). */
export const SAMPLED = 'or-sample'
