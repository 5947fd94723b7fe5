import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { useTranslation } from '../../i18n/use-translation'

/** A private link that opens nothing: a token cut short when copied, or a link to something removed. */
export function LinkNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <FocusHeading level="h1" className="text-2xl font-bold">
        {title}
      </FocusHeading>
      <p className="mt-3 text-stone-600 dark:text-stone-300">{text}</p>
      <Button asChild className="mt-6">
        <Link href="/">{t('regulars.manage.backHome')}</Link>
      </Button>
    </main>
  )
}
