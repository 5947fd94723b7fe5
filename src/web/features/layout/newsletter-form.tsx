import { type FormEvent, useId, useState } from 'react'
import { Link } from 'wouter'
import { newsletterInputSchema } from '../../../domain/messages/visitor-message-schemas'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { needErrorTexts, useErrorText } from '../../lib/error-text'

/** The footer's newsletter box: stored (POST /api/newsletter) before it says so, with what the visitor agrees to. */
export function NewsletterForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const noteId = useId()
  const statusId = useId()
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'subscribed' } | { status: 'failed' | 'invalid'; reason: string }>({
    status: 'idle',
  })
  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    // Checked as the server checks it, said in the shop's language (the browser's own check speaks the browser's).
    const checked = newsletterInputSchema.safeParse({ email })
    if (!checked.success) {
      setState({ status: 'invalid', reason: errorText(checked.error.issues[0]?.message ?? '') })
      form.querySelector('input')?.focus()
      return
    }
    setState({ status: 'sending' })
    try {
      await api.post('/api/newsletter', { email })
      form.reset()
      setState({ status: 'subscribed' })
    } catch (error) {
      setState({ status: 'failed', reason: errorText(error as Error) })
    }
  }
  return (
    <form noValidate onFocus={() => void needErrorTexts().catch(() => undefined)} onSubmit={(event) => void subscribe(event)} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t('layout.footer.email')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="email"
          type="email"
          maxLength={254}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={`${noteId} ${statusId}`}
          placeholder={t('layout.footer.emailPlaceholder')}
          className="min-w-0"
        />
        <Button type="submit" disabled={state.status === 'sending'}>
          {t('layout.footer.subscribe')}
        </Button>
      </div>
      <p id={noteId} className="text-xs text-stone-600 dark:text-stone-400">
        {t('layout.footer.consent')}{' '}
        <Link href="/privacy" className="underline">
          {t('layout.footer.consentLink')}
        </Link>
      </p>
      <p id={statusId} role="status" className="text-sm">
        {state.status === 'subscribed' && t('layout.footer.subscribed')}
        {(state.status === 'failed' || state.status === 'invalid') && <span className="text-red-700 dark:text-red-400">{state.reason}</span>}
      </p>
    </form>
  )
}
