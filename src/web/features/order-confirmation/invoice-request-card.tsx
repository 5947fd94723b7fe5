import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type InvoiceRequest, type InvoiceRequestInput, invoiceRequestSchema } from '../../../domain/invoicing/invoice-request-schemas'
import { isRfcForm, normalizeRfc, rfcKind } from '../../../domain/invoicing/rfc'
import {
  isRegimenFiscal,
  REGIMENES_FISCALES,
  type RegimenFiscal,
  regimenFitsRfcKind,
  USOS_CFDI,
  type UsoCfdi,
  usoAllowedFor,
} from '../../../domain/invoicing/sat-catalogs'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { FIELD_CLASSES, Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError, api } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { useErrorText } from '../../lib/error-text'
import '../../lib/zod-language'
import { invoiceQueries } from '../../lib/queries/invoices'

type Values = z.input<typeof invoiceRequestSchema>
const FIELDS = ['rfc', 'razonSocial', 'codigoPostal', 'regimenFiscal', 'usoCfdi', 'email'] as const
const pick = (request: InvoiceRequest) => Object.fromEntries(FIELDS.map((field) => [field, request[field]])) as Omit<Values, 'token'>

/** A refusal shown beside a field of the form; any other (the order cancelled, already issued) is said below it. */
const onAField = (error: Error) =>
  error instanceof ApiError && error.errors.some((fieldError) => (FIELDS as readonly string[]).includes(fieldError.path))

/**
 * "Need a factura?": the customer sends the data of their Constancia de Situación Fiscal for this order. The lists
 * offer only the régimenes that fit the RFC typed (person or company) and the usos the régimen allows.
 */
export function InvoiceRequestCard({ orderId, token }: { orderId: number; token: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const form = useForm<Values, unknown, InvoiceRequestInput>({
    resolver: zodResolver(invoiceRequestSchema),
    defaultValues: { token, rfc: '', razonSocial: '', codigoPostal: '', regimenFiscal: '', usoCfdi: '', email: '' },
  })
  const { errors } = form.formState
  // A request sent before (on another visit): its state, and the files once the shop issued it.
  const existing = useQuery(invoiceQueries.ofOrder(orderId, token))
  const send = useMutation({
    mutationFn: (input: InvoiceRequestInput) => api.post<InvoiceRequest>(`/api/orders/${orderId}/invoice-request`, input),
    onSuccess: () => setOpen(false),
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      for (const fieldError of error.errors) {
        const name = FIELDS.find((field) => field === fieldError.path)
        if (name) form.setError(name, { message: fieldError.message })
      }
    },
  })

  const rfc = normalizeRfc(form.watch('rfc') ?? '')
  const regimen = form.watch('regimenFiscal') ?? ''
  const kind = isRfcForm(rfc) ? rfcKind(rfc) : null
  const regimenes = (Object.keys(REGIMENES_FISCALES) as RegimenFiscal[]).filter((code) => !kind || regimenFitsRfcKind(code, kind))
  const usos = (Object.keys(USOS_CFDI) as UsoCfdi[]).filter((code) => !isRegimenFiscal(regimen) || usoAllowedFor(code, regimen))

  // The button that opened the form is gone: focus starts the form at its first field.
  const { setFocus } = form
  useEffect(() => {
    if (open) setFocus('rfc')
  }, [open, setFocus])
  const sent = send.data ?? existing.data
  // Once sent, the form the customer used is gone: its answer takes the focus (never on arrival, when it is read).
  const answerHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (send.isSuccess) answerHeading.current?.focus()
  }, [send.isSuccess])
  // Until the factura is issued the customer may correct what they sent: the form opens with it.
  const correct = (request: InvoiceRequest) => {
    form.reset({ token, ...pick(request) })
    setOpen(true)
  }
  if (sent && !open) {
    const files = sent.cfdiUuid ? (['pdf', 'xml'] as const) : []
    const state = sent.status === 'requested' ? (sent.refusal ? 'refused' : 'sent') : sent.status
    return (
      <Card className="grid gap-2" role="status">
        <h2 ref={answerHeading} tabIndex={-1} className="font-semibold">
          {t(`confirmation.invoice.${state}Title`)}
        </h2>
        <p className="text-sm">{t(`confirmation.invoice.${state}Text`, { email: sent.email, rfc: sent.rfc, reason: sent.refusal })}</p>
        {sent.status === 'requested' && (
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => correct(sent)}>
            {t('confirmation.invoice.correct')}
          </Button>
        )}
        {files.length > 0 && (
          <p className="flex flex-wrap gap-4 text-sm">
            {files.map((format) => (
              <a
                key={format}
                href={`/api/orders/${orderId}/factura/${format}?token=${encodeURIComponent(token)}`}
                download
                className="font-medium text-crust-800 underline dark:text-crust-300"
              >
                {t(`confirmation.invoice.download.${format}`)}
              </a>
            ))}
          </p>
        )}
      </Card>
    )
  }
  return (
    <Card className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('confirmation.invoice.title')}</h2>
        {!open && !sent && (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {t('confirmation.invoice.open')}
          </Button>
        )}
      </div>
      {open && (
        <form noValidate onSubmit={form.handleSubmit((input) => send.mutate(input))} className="grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-stone-700 sm:col-span-2 dark:text-stone-300">{t('confirmation.invoice.intro')}</p>
          <Field label={t('confirmation.invoice.rfc')} error={errors.rfc?.message}>
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('rfc')} />
          </Field>
          <Field label={t('confirmation.invoice.codigoPostal')} error={errors.codigoPostal?.message}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...form.register('codigoPostal')} />
          </Field>
          <Field className="sm:col-span-2" label={t('confirmation.invoice.razonSocial')} error={errors.razonSocial?.message}>
            <Input autoComplete="organization" {...form.register('razonSocial')} />
          </Field>
          <Field className="sm:col-span-2" label={t('confirmation.invoice.regimenFiscal')} error={errors.regimenFiscal?.message}>
            <select className={cn(FIELD_CLASSES, 'h-10 w-full')} {...form.register('regimenFiscal')}>
              <option value="">{t('confirmation.invoice.choose')}</option>
              {regimenes.map((code) => (
                <option key={code} value={code}>
                  {code} · {REGIMENES_FISCALES[code].name}
                </option>
              ))}
            </select>
          </Field>
          <Field className="sm:col-span-2" label={t('confirmation.invoice.usoCfdi')} error={errors.usoCfdi?.message}>
            <select className={cn(FIELD_CLASSES, 'h-10 w-full')} {...form.register('usoCfdi')}>
              <option value="">{t('confirmation.invoice.choose')}</option>
              {usos.map((code) => (
                <option key={code} value={code}>
                  {code} · {USOS_CFDI[code].name}
                </option>
              ))}
            </select>
          </Field>
          <Field className="sm:col-span-2" label={t('confirmation.invoice.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          {send.error && !onAField(send.error) && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-400">
              {errorText(send.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('confirmation.invoice.sending') : t(sent ? 'confirmation.invoice.sendCorrected' : 'confirmation.invoice.send')}
            </Button>
            {sent && (
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {t('confirmation.invoice.keep')}
              </Button>
            )}
          </div>
        </form>
      )}
    </Card>
  )
}
