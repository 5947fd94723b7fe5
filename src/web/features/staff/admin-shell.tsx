import {
  CalendarDays,
  ClipboardList,
  ExternalLink,
  Inbox,
  LayoutDashboard,
  LogOut,
  Package,
  PhoneCall,
  ReceiptText,
  Repeat,
  Settings,
  Store,
  Users,
  UsersRound,
  Wheat,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { LanguageSwitcher } from '../../components/language-switcher'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { LiveStatus } from './live-status'
import { useAdminAuth } from './use-admin-auth'
import { useLiveOrders } from './use-live-orders'

const SECTIONS = [
  { href: '/admin', key: 'dashboard', icon: LayoutDashboard },
  { href: '/admin/orders', key: 'orders', icon: ClipboardList },
  { href: '/admin/today', key: 'today', icon: Store },
  { href: '/admin/new-order', key: 'newOrder', icon: PhoneCall },
  { href: '/admin/products', key: 'products', icon: Package },
  { href: '/admin/inventory', key: 'inventory', icon: CalendarDays },
  { href: '/admin/production', key: 'production', icon: Wheat },
  { href: '/admin/standing-orders', key: 'standingOrders', icon: Repeat },
  { href: '/admin/waitlist', key: 'waitlist', icon: UsersRound },
  { href: '/admin/customers', key: 'customers', icon: Users },
  { href: '/admin/inbox', key: 'inbox', icon: Inbox },
  { href: '/admin/invoices', key: 'invoices', icon: ReceiptText },
  { href: '/admin/settings', key: 'settings', icon: Settings },
] as const

export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const { user, logout } = useAdminAuth()
  // One feed for every admin page: the shell stays mounted while staff move between them (admin-area.tsx).
  const live = useLiveOrders(user !== null)
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/admin/login', { replace: true }),
      // Spec §8: a failed logout is only logged; the session stays.
      onError: (error) => console.error('Logout failed', error),
    })

  return (
    <div className="min-h-screen bg-stone-50 md:flex dark:bg-stone-950">
      <aside className="print:hidden border-b border-stone-200 bg-white md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0 md:border-r md:border-b-0 dark:border-stone-800 dark:bg-stone-900">
        <p className="px-4 pt-4 font-serif text-xl font-bold text-crust-900 md:px-6 md:pt-6 dark:text-crust-100">{t('admin.title')}</p>
        <nav aria-label={t('admin.nav.label')} className="px-2 py-3 md:px-3 md:py-6">
          {/* Wraps on a phone, so every section stays on screen. */}
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {SECTIONS.map(({ href, key, icon: Icon }) => {
              const current = location === href
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                      current
                        ? 'bg-crust-100 text-crust-900 dark:bg-stone-800 dark:text-crust-100'
                        : 'text-stone-700 hover:bg-crust-50 dark:text-stone-300 dark:hover:bg-stone-800',
                    )}
                  >
                    <Icon className="h-4 w-4" aria-hidden />
                    {t(`admin.nav.${key}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="print:hidden flex flex-wrap items-center justify-end gap-2 border-b border-stone-200 bg-white px-4 py-3 md:px-8 dark:border-stone-800 dark:bg-stone-900">
          {user && (
            <span className="mr-auto text-sm text-stone-600 dark:text-stone-300">
              {t('admin.nav.signedInAs', { name: user.name ?? user.username })}
            </span>
          )}
          <LiveStatus connected={live.connected} dotOnPhones />
          <LanguageSwitcher />
          <Button asChild variant="ghost" size="sm">
            <a href="/">
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t('admin.nav.visitWebsite')}
            </a>
          </Button>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={logout.isPending}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t('admin.nav.logout')}
          </Button>
        </header>
        <main className="px-4 py-6 md:px-8 print:p-0">{children}</main>
      </div>
    </div>
  )
}
