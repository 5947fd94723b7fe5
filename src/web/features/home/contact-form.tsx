import { type FormEvent, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { needErrorTexts, useErrorText } from '../../lib/error-text'

/** Spec §4: the button reads 'Sending...' for about a second; the message is stored meanwhile (POST /api/contact). */
export const CONTACT_SEND_DELAY_MS = 1000

const atLeast = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function ContactForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const toast = useToast()
  const [sending, setSending] = useState(false)
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>
    setSending(true)
    try {
      // 'Message Sent!' only once the bakery has the message, and not before the spec's second.
      await Promise.all([api.post('/api/contact', { ...fields, phone: fields.phone || undefined }), atLeast(CONTACT_SEND_DELAY_MS)])
      form.reset()
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentText'), variant: 'success' })
    } catch (error) {
      toast({ title: t('home.contact.failedTitle'), description: errorText(error as Error), variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Card>
      <form onFocus={() => void needErrorTexts().catch(() => undefined)} onSubmit={(event) => void send(event)} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="contact-name" className="text-sm font-medium">
            {t('home.contact.name')}
          </label>
          <Input id="contact-name" name="name" required maxLength={200} autoComplete="name" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-email" className="text-sm font-medium">
            {t('home.contact.email')}
          </label>
          <Input id="contact-email" name="email" type="email" required maxLength={254} autoComplete="email" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-phone" className="text-sm font-medium">
            {t('home.contact.phone')}
          </label>
          <Input id="contact-phone" name="phone" type="tel" maxLength={40} autoComplete="tel" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-message" className="text-sm font-medium">
            {t('home.contact.message')}
          </label>
          <Textarea id="contact-message" name="message" required maxLength={2000} />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? t('home.contact.sending') : t('home.contact.send')}
        </Button>
      </form>
    </Card>
  )
}
