import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'

/** The newsletter box is not connected to any call (spec §7): submitting only clears it. */
export function NewsletterForm() {
  const { t } = useTranslation()
  const id = useId()
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.currentTarget.reset()
  }
  return (
    <form onSubmit={subscribe} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t('layout.footer.email')}
      </label>
      <div className="flex gap-2">
        <Input id={id} type="email" required placeholder={t('layout.footer.emailPlaceholder')} className="min-w-0" />
        <Button type="submit">{t('layout.footer.subscribe')}</Button>
      </div>
    </form>
  )
}
