import { describe, expect, it } from 'vitest'
import { loginPathFor, safeReturnPath } from './admin-paths'

describe('the return target after signing in', () => {
  it.each(['/admin', '/admin/orders', '/admin/inventory', '/admin/customers', '/simple-admin-dashboard'])('accepts %s', (next) => {
    expect(safeReturnPath(next)).toBe(next)
  })

  it.each([
    null,
    '',
    '/admin/login',
    '/',
    '/products',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/admin/../products',
    '/admin/orders?x=1',
    '/admin/orders/12',
    '/administrator',
    '/simple-admin-dashboard/x',
    '/simple-admin-dashboard?next=//evil.example',
    '/simple-admin-dashboard.evil.example',
    'javascript:alert(1)',
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeReturnPath(next)).toBe('/admin')
  })

  it('round-trips through the login address the guard builds', () => {
    const next = new URLSearchParams(loginPathFor('/simple-admin-dashboard').split('?')[1]).get('next')
    expect(safeReturnPath(next)).toBe('/simple-admin-dashboard')
    expect(loginPathFor('/admin')).toBe('/admin/login')
  })
})
