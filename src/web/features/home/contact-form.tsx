import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type ContactMessageInput, contactMessageInputSchema } from '../../../domain/messages/visitor-message-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { needErrorTexts, useErrorText } from '../../lib/error-text'
import '../../lib/zod-language'

/** Spec §4: the button reads 'Sending...' for about a second; the message is stored meanwhile (POST /api/contact). */
export const CONTACT_SEND_DELAY_MS = 1000

const atLeast = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' }

/** Checked as the server checks it, each field's message under it in the shop's language (not the browser's). */
export function ContactForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const toast = useToast()
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageInputSchema), defaultValues: EMPTY })
  const { errors, isSubmitting } = form.formState
  const send = form.handleSubmit(async ({ phone, ...fields }) => {
    try {
      // 'Message Sent!' only once the bakery has the message, and not before the spec's second.
      await Promise.all([api.post('/api/contact', { ...fields, ...(phone ? { phone } : {}) }), atLeast(CONTACT_SEND_DELAY_MS)])
      form.reset(EMPTY)
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentText'), variant: 'success' })
    } catch (error) {
      toast({ title: t('home.contact.failedTitle'), description: errorText(error as Error), variant: 'destructive' })
    }
  })
  return (
    <Card>
      <form noValidate onFocus={() => void needErrorTexts().catch(() => undefined)} onSubmit={(event) => void send(event)} className="grid gap-4">
        <Field label={t('home.contact.name')} error={errors.name?.message}>
          <Input maxLength={200} autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={t('home.contact.email')} error={errors.email?.message}>
          <Input type="email" maxLength={254} autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t('home.contact.phone')} error={errors.phone?.message}>
          <Input type="tel" maxLength={40} autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label={t('home.contact.message')} error={errors.message?.message}>
          <Textarea maxLength={2000} {...form.register('message')} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('home.contact.sending') : t('home.contact.send')}
        </Button>
      </form>
    </Card>
  )
}
