import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { closedWeekdays } from '../../../domain/shop/opening-hours'
import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { DEFAULT_OPENING_HOURS, DEFAULT_SHOP_ADDRESS, DEFAULT_SHOP_EMAIL } from '../../../domain/shop/shop-facts'
import { Card } from '../../components/ui/card'
import { localeOf } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
// Not lib/format: that module brings date formatting the home page does not need.
import { formatPhone } from '../../lib/format-phone'
import { lineStart as capitalised, weekdayName } from '../../lib/format-time'
import { useOpeningHoursText } from '../../lib/use-opening-hours-text'

export function StoreInfoCard({ settings }: { settings: ShopSettings | undefined }) {
  const { t, i18n } = useTranslation()
  const list = (parts: string[]) => new Intl.ListFormat(localeOf(i18n.language), { type: 'conjunction' }).format(parts)
  const lineStart = (text: string) => capitalised(text, i18n.language)
  const hoursText = useOpeningHoursText()
  const openingHours = settings?.openingHours ?? DEFAULT_OPENING_HOURS
  const closed = closedWeekdays(openingHours)
  const hours = [
    ...openingHours.map(hoursText),
    ...(closed.length > 0 ? [{ days: lineStart(list(closed.map((day) => weekdayName(day, i18n.language)))), hours: t('home.contact.closed') }] : []),
  ]
  const email = settings?.shopEmail ?? DEFAULT_SHOP_EMAIL
  return (
    <Card className="grid gap-4">
      <h3 className="text-lg font-semibold">{t('home.contact.storeTitle')}</h3>
      <p className="flex gap-3">
        <MapPin className="h-5 w-5 shrink-0 text-crust-700 dark:text-crust-400" aria-hidden />
        {settings?.shopAddress ?? DEFAULT_SHOP_ADDRESS}
      </p>
      <div className="flex gap-3">
        <Clock className="h-5 w-5 shrink-0 text-crust-700 dark:text-crust-400" aria-hidden />
        <div>
          <p className="font-medium">{t('home.contact.hours')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            {hours.map((row) => (
              <div key={`${row.days} ${row.hours}`} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {settings && (
        <p className="flex gap-3">
          <Phone className="h-5 w-5 shrink-0 text-crust-700 dark:text-crust-400" aria-hidden />
          <span>
            <span className="sr-only">{t('home.contact.whatsapp')}: </span>
            {formatPhone(settings.whatsappNumber)}
          </span>
        </p>
      )}
      <p className="flex gap-3">
        <Mail className="h-5 w-5 shrink-0 text-crust-700 dark:text-crust-400" aria-hidden />
        <a href={`mailto:${email}`} className="underline">
          {email}
        </a>
      </p>
    </Card>
  )
}
