/** The staff dashboard lives outside /admin but behind the same sign-in, so it is a valid place to return to. */
export const STAFF_DASHBOARD_PATH = '/simple-admin-dashboard'

const ADMIN_PAGE = /^\/admin(\/[a-z-]*)?$/

/**
 * Where the login page sends staff back to: an admin page or the staff dashboard, nothing else, so a crafted
 * ?next= cannot send them to another site (an open redirect) or to an odd path on this one.
 */
export function safeReturnPath(next: string | null): string {
  if (next === STAFF_DASHBOARD_PATH) return next
  return next && ADMIN_PAGE.test(next) && next !== '/admin/login' ? next : '/admin'
}

export function loginPathFor(page: string): string {
  return page === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(page)}`
}
