import { Menu, Wheat, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { HomeSectionLink } from '../../components/home-section-link'
import { LanguageSwitcher } from '../../components/language-switcher'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { CartLink } from './cart-link'
import { ThemeToggle } from './theme-toggle'
import { useScrolledPast } from './use-scrolled-past'

const NAV_LINK = 'rounded-md px-3 py-2 font-medium text-stone-800 hover:bg-crust-100 dark:text-stone-200 dark:hover:bg-stone-800'

export function SiteHeader() {
  const { t } = useTranslation()
  const scrolled = useScrolledPast()
  const [menuOpen, setMenuOpen] = useState(false)
  const [location] = useLocation()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => setMenuOpen(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation (page or #anchor) closes the mobile menu
  useEffect(() => {
    setMenuOpen(false)
    window.addEventListener('hashchange', close)
    return () => window.removeEventListener('hashchange', close)
  }, [location])
  // Escape closes the open menu, as it closes the shop's dialogs, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-crust-100 bg-crust-50/95 backdrop-blur transition-shadow dark:border-stone-800 dark:bg-stone-950/95',
        scrolled && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-serif text-xl font-bold text-crust-900 dark:text-crust-100">
          <Wheat className="h-6 w-6 text-crust-700 dark:text-crust-400" aria-hidden />
          {t('app.name')}
        </Link>
        <nav aria-label={t('layout.mainNav')} className="hidden items-center gap-1 md:flex">
          <Link href="/" className={NAV_LINK}>
            {t('layout.home')}
          </Link>
          <Link href="/products" className={NAV_LINK}>
            {t('layout.products')}
          </Link>
          <HomeSectionLink section="contact" className={NAV_LINK}>
            {t('layout.contact')}
          </HomeSectionLink>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <CartLink />
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t(menuOpen ? 'layout.closeMenu' : 'layout.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('layout.mobileNav')}
          className="grid gap-1 border-t border-crust-100 px-4 py-3 md:hidden dark:border-stone-800"
        >
          <Link href="/" className={NAV_LINK}>
            {t('layout.home')}
          </Link>
          <Link href="/products" className={NAV_LINK}>
            {t('layout.products')}
          </Link>
          <HomeSectionLink section="contact" className={NAV_LINK} onNavigate={close}>
            {t('layout.contact')}
          </HomeSectionLink>
          <Link href="/cart" className={NAV_LINK}>
            {t('layout.cart')}
          </Link>
        </nav>
      )}
    </header>
  )
}
