import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'

/** No server call is made (spec §4): the message is 'sent' after about a second. */
export const CONTACT_SEND_DELAY_MS = 1000

export function ContactForm() {
  const { t } = useTranslation()
  const toast = useToast()
  const [sending, setSending] = useState(false)
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setTimeout(() => {
      setSending(false)
      form.reset()
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentText'), variant: 'success' })
    }, CONTACT_SEND_DELAY_MS)
  }
  return (
    <Card>
      <form onSubmit={send} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="contact-name" className="text-sm font-medium">
            {t('home.contact.name')}
          </label>
          <Input id="contact-name" name="name" required autoComplete="name" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-email" className="text-sm font-medium">
            {t('home.contact.email')}
          </label>
          <Input id="contact-email" name="email" type="email" required autoComplete="email" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-phone" className="text-sm font-medium">
            {t('home.contact.phone')}
          </label>
          <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-message" className="text-sm font-medium">
            {t('home.contact.message')}
          </label>
          <Textarea id="contact-message" name="message" required />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? t('home.contact.sending') : t('home.contact.send')}
        </Button>
      </form>
    </Card>
  )
}
