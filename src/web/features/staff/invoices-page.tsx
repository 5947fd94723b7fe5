import { useQuery } from '@tanstack/react-query'
import { Check, FileCheck2, FileX2, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { type InvoiceRequest, regimenName, type StaffInvoiceRequest } from '../../../domain/invoicing/invoice-request-schemas'
import { USOS_CFDI } from '../../../domain/invoicing/sat-catalogs'
import { text } from '../../../domain/written-text'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Pager } from '../../components/ui/data-table'
import { DownloadButton } from '../../components/ui/download-button'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useFormatters } from '../../lib/format'
import { INVOICE_REQUESTS_PAGE_SIZE, invoiceQueries } from '../../lib/queries/invoices'
import { queryKeys } from '../../lib/queries/keys'
import { LoadStatus, PageHeading } from './admin-table'
import { LabeledCheckbox } from './labeled-checkbox'
import { useServerPaging } from './use-server-paging'
import { useStaffMutation } from './use-staff-mutation'

const MARKED = {
  issued: 'admin.invoices.markedIssued',
  requested: 'admin.invoices.markedRequested',
  cancelled: 'admin.invoices.markedCancelled',
} as const satisfies Record<InvoiceRequest['status'], string>

const usoName = (code: string) => (Object.hasOwn(USOS_CFDI, code) ? USOS_CFDI[code as keyof typeof USOS_CFDI].name : code)

/** Factura requests from customers, newest first: staff issue each CFDI (their PAC or accountant) and mark it issued. */
export function InvoicesPage() {
  const { t } = useTranslation()
  const [onlyOpen, setOnlyOpen] = useState(true)
  // The server pages them: the oldest open ones, most overdue, are reached too.
  const paging = useServerPaging(String(onlyOpen), INVOICE_REQUESTS_PAGE_SIZE, (page) => invoiceQueries.requests(onlyOpen, page))
  const requests = paging.query
  const provider = useQuery(invoiceQueries.provider())
  return (
    <>
      <PageHeading title={t('admin.invoices.title')}>
        <div className="flex flex-wrap items-center gap-4">
          <LabeledCheckbox label={t('admin.invoices.onlyOpen')} checked={onlyOpen} onCheckedChange={setOnlyOpen} />
          <DownloadButton href={`/api/invoice-requests?format=csv${onlyOpen ? '&open=true' : ''}`}>{t('admin.invoices.downloadCsv')}</DownloadButton>
        </div>
      </PageHeading>
      <p className="-mt-4 mb-6 text-sm text-stone-600 dark:text-stone-300">{t('admin.invoices.subtitle')}</p>
      <LoadStatus query={requests} />
      {requests.isSuccess && requests.data.total === 0 && <p>{t(onlyOpen ? 'admin.invoices.emptyOpen' : 'admin.invoices.empty')}</p>}
      <ul className="grid gap-3">
        {(requests.data?.requests ?? []).map((request) => (
          <li key={request.id}>
            <InvoiceRequestCard request={request} canIssue={provider.data?.configured === true} />
          </li>
        ))}
      </ul>
      <Pager page={paging.page} pages={paging.pages} onPage={paging.setPage} />
    </>
  )
}

function InvoiceRequestCard({ request, canIssue }: { request: StaffInvoiceRequest; canIssue: boolean }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { formatDate, formatMoney } = useFormatters()
  // Issued once (and perhaps cancelled at the SAT since): nothing to issue any more.
  const issued = request.status !== 'requested'
  const mark = useStaffMutation({
    mutationFn: (status: InvoiceRequest['status']) => api.patch<InvoiceRequest>(`/api/invoice-requests/${request.id}`, { status }),
    // Marked issued, the card leaves the list of those to issue: the toast says what happened to it.
    successToast: (marked) => ({ title: t(MARKED[marked.status], { id: request.orderId }) }),
    reloads: [queryKeys.invoiceRequests],
    failureTitle: t('admin.orders.updateFailed'),
  })
  const cancelAtSat = useStaffMutation({
    mutationFn: () => api.post<InvoiceRequest>(`/api/invoice-requests/${request.id}/cancel`),
    successToast: () => ({ title: t('admin.invoices.markedCancelled', { id: request.orderId }) }),
    reloads: [queryKeys.invoiceRequests],
    failureTitle: t('admin.invoices.cancelFailed'),
  })
  // A CFDI stamped from the shop is cancelled from it too; one issued elsewhere is cancelled there, then recorded.
  const cancelsHere = canIssue && request.cfdiUuid !== null
  const issue = useStaffMutation({
    mutationFn: () => api.post<InvoiceRequest>(`/api/invoice-requests/${request.id}/issue`),
    successToast: () => ({ title: t('admin.invoices.issuedToast'), description: t('admin.invoices.issuedToastText', { id: request.orderId }) }),
    reloads: [queryKeys.invoiceRequests],
    failureTitle: t('admin.invoices.issueFailed'),
  })
  const facts = [
    [t('admin.invoices.amount'), formatMoney(request.orderTotal)],
    [t('admin.invoices.rfc'), request.rfc],
    [t('admin.invoices.razonSocial'), request.razonSocial],
    [t('admin.invoices.codigoPostal'), request.codigoPostal],
    [t('admin.invoices.regimenFiscal'), `${request.regimenFiscal} · ${regimenName(request.regimenFiscal)}`],
    [t('admin.invoices.usoCfdi'), `${request.usoCfdi} · ${usoName(request.usoCfdi)}`],
    [t('admin.invoices.email'), request.email],
    ...(request.cfdiUuid ? [[t('admin.invoices.cfdiUuid'), request.cfdiUuid] as const] : []),
  ] as const
  return (
    <Card className={issued && !request.toCancel ? 'opacity-70' : undefined}>
      <article aria-label={t('admin.invoices.forOrder', { id: request.orderId })} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold">{t('admin.invoices.forOrder', { id: request.orderId })}</h2>
          <span className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
            {formatDate(request.createdAt, 'dateTime')}
            <Badge tone={request.toCancel || (!issued && request.refusal) ? 'red' : issued ? 'green' : 'amber'}>
              {t(
                request.toCancel
                  ? 'admin.invoices.toCancel'
                  : issued
                    ? `admin.invoices.${request.status}`
                    : request.refusal
                      ? 'admin.invoices.refused'
                      : 'admin.invoices.requested',
              )}
            </Badge>
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="text-stone-600 dark:text-stone-300">{label}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Issued as paid in one go (PUE): not for an order still unpaid, never for one cancelled or refunded. */}
        {request.notToIssue && !issued && (
          <p className="text-sm text-amber-800 dark:text-amber-300">{errorText(text(request.notToIssue, { id: request.orderId }))}</p>
        )}
        {request.toCancel && <p className="text-sm text-red-700 dark:text-red-400">{t('admin.invoices.toCancelText', { id: request.orderId })}</p>}
        {request.refusal && !issued && (
          <p className="text-sm text-red-700 dark:text-red-400">{t('admin.invoices.refusedText', { reason: request.refusal })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {canIssue && !issued && !request.notToIssue && (
            // Their labels run to two lines on a phone, in Spanish most of all: the button grows with them.
            <Button size="sm" className="h-auto min-h-8 py-1" disabled={issue.isPending} onClick={() => issue.mutate()}>
              <FileCheck2 className="h-4 w-4" aria-hidden />
              {issue.isPending ? t('admin.invoices.issuing') : t('admin.invoices.issue', { id: request.orderId })}
            </Button>
          )}
          {request.toCancel && (
            <Button
              size="sm"
              className="h-auto min-h-8 py-1"
              disabled={mark.isPending || cancelAtSat.isPending}
              onClick={() => (cancelsHere ? cancelAtSat.mutate() : mark.mutate('cancelled'))}
            >
              <FileX2 className="h-4 w-4" aria-hidden />
              {t(cancelsHere ? 'admin.invoices.cancelAtSat' : 'admin.invoices.markCancelled', { id: request.orderId })}
            </Button>
          )}
          {/* A CFDI issued through Facturapi stays issued; one issued elsewhere may be marked back. Nothing is issued for
              an order cancelled or refunded, and a cancelled CFDI stays cancelled. */}
          {!request.cfdiUuid &&
            !request.toCancel &&
            request.status !== 'cancelled' &&
            (issued || request.notToIssue !== 'invoice_order_cancelled') && (
              <Button
                variant={issued ? 'ghost' : 'secondary'}
                size="sm"
                className="h-auto min-h-8 py-1"
                disabled={mark.isPending}
                onClick={() => mark.mutate(issued ? 'requested' : 'issued')}
              >
                {issued ? <Undo2 className="h-4 w-4" aria-hidden /> : <Check className="h-4 w-4" aria-hidden />}
                {t(issued ? 'admin.invoices.markRequested' : 'admin.invoices.markIssued', { id: request.orderId })}
              </Button>
            )}
        </div>
      </article>
    </Card>
  )
}
