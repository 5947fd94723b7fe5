import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'

/** Simple brand marks (lucide no longer ships brand icons). */
const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
} as const

const NO_CLIENT = new QueryClient()

/** The footer's social icons: one for each page the shop has on Facebook or Instagram (settings), none made up. */
export function SocialLinks() {
  const { t } = useTranslation()
  const client = useContext(QueryClientContext)
  const settings = useQuery({ ...settingsQueries.shop(), enabled: client !== undefined }, client ?? NO_CLIENT)
  const pages = [
    { brand: 'facebook', url: settings.data?.facebookUrl },
    { brand: 'instagram', url: settings.data?.instagramUrl },
  ] as const
  const shown = pages.filter((page) => page.url)
  if (shown.length === 0) return null
  return (
    <div className="flex gap-2">
      {shown.map(({ brand, url }) => (
        <NewTabLink key={brand} href={url} className="rounded-full p-2 hover:bg-crust-100 dark:hover:bg-stone-800">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden>
            <path d={PATHS[brand]} />
          </svg>
          <span className="sr-only">{t(`layout.footer.${brand}`)}</span>
        </NewTabLink>
      ))}
    </div>
  )
}
