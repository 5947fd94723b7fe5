/** Where the login page sends staff back to; only admin pages, so the link cannot point elsewhere. */
export function safeReturnPath(next: string | null): string {
  return next && /^\/admin(\/[a-z-]*)?$/.test(next) && next !== '/admin/login' ? next : '/admin'
}

export function loginPathFor(page: string): string {
  return page === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(page)}`
}
