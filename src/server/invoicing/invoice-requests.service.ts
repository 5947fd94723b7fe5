import { and, count, desc, eq, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { DomainError } from '../../domain/errors'
import { cfdiInvoiceOf, cfdiRefusal, isCfdiToCancel, paymentFormOf } from '../../domain/invoicing/cfdi-invoice'
import {
  type InvoiceRequest,
  type InvoiceRequestInput,
  type InvoiceRequestListQuery,
  regimenName,
  type StaffInvoiceRequest,
} from '../../domain/invoicing/invoice-request-schemas'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../domain/orders/order-status'
import { toCsv } from '../../domain/shop/csv'
import { pageOffset } from '../../domain/validation'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { invoiceRequests, orders } from '../db/schema'
import type { OrderService } from '../orders/orders.service'
import { InvoiceDataRefused, type InvoicingProvider } from './facturapi'

type Row = typeof invoiceRequests.$inferSelect
type Deps = {
  db: Database
  clock: () => Date
  orders: Pick<OrderService, 'getForCustomer' | 'get'>
  /** Facturapi, when configured: staff then issue the CFDI from the shop. */
  provider?: InvoicingProvider | null
  log?: Pick<FastifyBaseLogger, 'warn'>
}

const NOT_CONFIGURED = text('pac_not_configured')

/** The CSV's "to issue" column, from why a CFDI cannot be issued yet (cfdiRefusal), or that an issued one is to cancel. */
const TO_ISSUE = { ready: 'yes', invoice_order_unpaid: 'no: not paid yet', invoice_order_cancelled: 'no: order cancelled or refunded' } as const
function toIssueText(requestStatus: string, order: { status: OrderStatus; paymentStatus: PaymentStatus }): string {
  return isCfdiToCancel(requestStatus, order) ? 'cancel: order cancelled or refunded' : TO_ISSUE[cfdiRefusal(order) ?? 'ready']
}

function toRequest({ issuedAt, createdAt, facturapiId: _id, ...row }: Row): InvoiceRequest {
  return { ...row, status: row.status as InvoiceRequest['status'], createdAt: createdAt.toISOString(), issuedAt: issuedAt?.toISOString() ?? null }
}

/** Factura (CFDI 4.0) requests: customers send their tax data for an order; staff issue the CFDI and mark it issued. */
export function createInvoiceRequestService({ db, clock, orders: orderService, provider = null, log }: Deps) {
  // `open`: requests to issue for a sale that stands, and issued CFDIs of a sale since undone (isSaleUndone,
  // isCfdiToCancel, in SQL). A request for an order cancelled before its CFDI was issued needs nothing more.
  const saleUndone = sql`(${orders.status} = 'cancelled' or ${orders.paymentStatus} = 'refunded')`
  const toDo = or(and(eq(invoiceRequests.status, 'requested'), not(saleUndone)), and(eq(invoiceRequests.status, 'issued'), saleUndone))
  const whereOf = ({ status, open }: Pick<InvoiceRequestListQuery, 'status' | 'open'>): SQL | undefined =>
    and(status ? eq(invoiceRequests.status, status) : undefined, open === 'true' ? toDo : undefined)

  return {
    /**
     * The customer's own order (its token proves it) gets one request; sent again before it is issued, the new data
     * replace the old (a typo corrected, or data the PAC refused). A cancelled order, or one whose factura is issued,
     * takes no request.
     */
    async request(orderId: number, { token, ...data }: InvoiceRequestInput): Promise<InvoiceRequest> {
      const order = await orderService.getForCustomer(orderId, token)
      if (order.status === 'cancelled')
        throw new DomainError('conflict', text('cancelled_no_invoice'), [{ path: 'orderId', message: text('cancelled') }])
      const [row] = await db
        .insert(invoiceRequests)
        .values({ orderId, ...data, createdAt: clock() })
        .onConflictDoUpdate({
          target: invoiceRequests.orderId,
          set: { ...data, createdAt: clock(), refusal: null },
          setWhere: eq(invoiceRequests.status, 'requested'),
        })
        .returning()
      if (!row) throw new DomainError('conflict', text('invoice_already_issued'), [{ path: 'orderId', message: text('already_issued') }])
      return toRequest(row)
    },

    async page({ status, open, limit, page }: InvoiceRequestListQuery): Promise<{ rows: StaffInvoiceRequest[]; total: number }> {
      const where = whereOf({ status, open })
      const [rows, [counted]] = await Promise.all([
        db
          .select({ request: invoiceRequests, orderStatus: orders.status, paymentStatus: orders.paymentStatus, orderTotal: orders.total })
          .from(invoiceRequests)
          .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
          .where(where)
          .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
          .limit(limit)
          .offset(pageOffset({ limit, page })),
        db.select({ n: count() }).from(invoiceRequests).innerJoin(orders, eq(orders.id, invoiceRequests.orderId)).where(where),
      ])
      return {
        rows: rows.map(({ request, orderStatus, paymentStatus, orderTotal }) => {
          const order = { status: orderStatus as OrderStatus, paymentStatus: paymentStatus as PaymentStatus }
          return {
            ...toRequest(request),
            notToIssue: cfdiRefusal(order),
            toCancel: isCfdiToCancel(request.status, order),
            orderTotal: Number(orderTotal),
          }
        }),
        total: counted?.n ?? 0,
      }
    },

    /**
     * What the accountant needs to issue each CFDI: the order's amount and pickup day, its form of payment (c_FormaPago),
     * and whether it can be billed as paid now (PUE): not while unpaid, never once cancelled or refunded.
     */
    async csv(filter: Pick<InvoiceRequestListQuery, 'status' | 'open'>): Promise<string> {
      const rows = await db
        .select({
          request: invoiceRequests,
          total: orders.total,
          pickupDate: orders.pickupDate,
          orderStatus: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
        })
        .from(invoiceRequests)
        .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
        .where(whereOf(filter))
        .orderBy(invoiceRequests.createdAt, invoiceRequests.id)
      return toCsv(
        [
          'order',
          'total',
          'pickup date',
          'rfc',
          'razon social',
          'codigo postal',
          'regimen fiscal',
          'uso cfdi',
          'email',
          'requested',
          'status',
          'forma de pago',
          'to issue',
        ],
        rows.map(({ request, total, pickupDate, orderStatus, paymentStatus, paymentMethod }) => [
          String(request.orderId),
          Number(total).toFixed(2),
          pickupDate ?? '',
          request.rfc,
          request.razonSocial,
          request.codigoPostal,
          `${request.regimenFiscal} ${regimenName(request.regimenFiscal)}`,
          request.usoCfdi,
          request.email,
          request.createdAt.toISOString(),
          request.status,
          paymentFormOf(paymentMethod as PaymentMethod),
          toIssueText(request.status, { status: orderStatus as OrderStatus, paymentStatus: paymentStatus as PaymentStatus }),
        ]),
      )
    },

    providerConfigured: () => provider !== null,

    /**
     * Issues the CFDI through Facturapi for a request not yet issued, marks it issued with its folio fiscal, and has
     * Facturapi email the PDF and XML to the customer (the confirmation page links them too).
     */
    async issue(id: number): Promise<InvoiceRequest> {
      if (!provider) throw new DomainError('invoicing_unavailable', NOT_CONFIGURED)
      const [requested] = await db.select({ orderId: invoiceRequests.orderId }).from(invoiceRequests).where(eq(invoiceRequests.id, id))
      if (!requested) throw new DomainError('not_found', text('invoice_request_not_found', { id }))
      // Read before the transaction: a second pool connection taken inside it could deadlock a busy pool.
      const order = await orderService.get(requested.orderId)
      let dataRefused: string | null = null
      // The request's row stays locked while Facturapi stamps it: a second press waits, then finds it issued.
      const { row, issued, invoice } = await db
        .transaction(async (tx) => {
          const [row] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).for('update')
          if (!row) throw new DomainError('not_found', text('invoice_request_not_found', { id }))
          if (row.status !== 'requested')
            throw new DomainError('conflict', text(row.status === 'issued' ? 'invoice_already_issued' : 'invoice_not_issued'))
          const refusal = cfdiRefusal(order)
          if (refusal) throw new DomainError('conflict', text(refusal, { id: order.id }))
          const invoice = await provider.createInvoice(cfdiInvoiceOf(toRequest(row), order)).catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error)
            if (error instanceof InvoiceDataRefused) dataRefused = reason
            // Facturapi says why it refused (a receiver's data the SAT does not know, a missing certificate): staff read it.
            throw new DomainError('invoicing_unavailable', text('pac_refused', { reason }))
          })
          const [issued] = await tx
            .update(invoiceRequests)
            .set({ status: 'issued', issuedAt: clock(), facturapiId: invoice.id, cfdiUuid: invoice.uuid, refusal: null })
            .where(eq(invoiceRequests.id, id))
            .returning()
          return { row, issued, invoice }
        })
        .catch(async (error: unknown) => {
          // Data the SAT does not know are kept on the request (after the rollback): the customer sees why and corrects them.
          if (dataRefused !== null) {
            await db
              .update(invoiceRequests)
              .set({ refusal: dataRefused })
              .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'requested')))
          }
          throw error
        })
      await provider
        .sendByEmail(invoice.id, row.email)
        .catch((error: unknown) => log?.warn({ err: error, invoiceId: invoice.id }, 'emailing the CFDI failed'))
      return toRequest(issued ?? row)
    },

    /**
     * Cancels at the SAT, through Facturapi, a CFDI the shop stamped whose sale was since undone (isCfdiToCancel), and
     * records it cancelled. While the SAT waits for the receiver to accept, it stays issued and staff are told.
     */
    async cancel(id: number): Promise<InvoiceRequest> {
      if (!provider) throw new DomainError('invoicing_unavailable', NOT_CONFIGURED)
      const [found] = await db
        .select({ request: invoiceRequests, orderStatus: orders.status, paymentStatus: orders.paymentStatus })
        .from(invoiceRequests)
        .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
        .where(eq(invoiceRequests.id, id))
      if (!found) throw new DomainError('not_found', text('invoice_request_not_found', { id }))
      const { request, orderStatus, paymentStatus } = found
      const order = { status: orderStatus as OrderStatus, paymentStatus: paymentStatus as PaymentStatus }
      if (!request.facturapiId || !isCfdiToCancel(request.status, order)) throw new DomainError('conflict', text('cfdi_not_to_cancel'))
      const done = await provider.cancelInvoice(request.facturapiId).catch((error: unknown) => {
        throw new DomainError('invoicing_unavailable', text('pac_refused', { reason: error instanceof Error ? error.message : String(error) }))
      })
      if (!done) throw new DomainError('conflict', text('cfdi_cancellation_pending'))
      const [row] = await db
        .update(invoiceRequests)
        .set({ status: 'cancelled' })
        .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'issued')))
        .returning()
      return toRequest(row ?? { ...request, status: 'cancelled' })
    },

    /** The customer's own request (their order's token shows it), to see whether the factura is ready. */
    async forCustomer(orderId: number, token: string): Promise<InvoiceRequest | null> {
      await orderService.getForCustomer(orderId, token)
      const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId))
      return row ? toRequest(row) : null
    },

    /** The issued CFDI's PDF or XML, for the customer who holds the order's token. */
    async download(orderId: number, token: string, format: 'pdf' | 'xml'): Promise<Buffer> {
      await orderService.getForCustomer(orderId, token)
      const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId))
      if (!provider || !row?.facturapiId) throw new DomainError('not_found', text('invoice_missing', { id: orderId }))
      return provider.download(row.facturapiId, format).catch((error: unknown) => {
        log?.warn({ err: error, invoiceId: row.facturapiId }, 'downloading the CFDI from Facturapi failed')
        throw new DomainError('invoicing_unavailable', text('factura_download_failed'))
      })
    },

    async setStatus(id: number, status: InvoiceRequest['status']): Promise<InvoiceRequest> {
      // A CFDI stamped through Facturapi stays issued: reopened, it would be stamped again, a second one for one sale.
      // Only an issued CFDI is cancelled (at the SAT, by staff through their PAC), and a cancelled one stays so.
      const [row] = await db
        .update(invoiceRequests)
        .set(
          status === 'cancelled'
            ? { status }
            : { status, issuedAt: status === 'issued' ? clock() : null, ...(status === 'issued' ? { refusal: null } : {}) },
        )
        .where(
          and(
            eq(invoiceRequests.id, id),
            status === 'cancelled' ? eq(invoiceRequests.status, 'issued') : ne(invoiceRequests.status, 'cancelled'),
            status === 'requested' ? isNull(invoiceRequests.facturapiId) : undefined,
          ),
        )
        .returning()
      if (row) return toRequest(row)
      const [exists] = await db.select({ status: invoiceRequests.status }).from(invoiceRequests).where(eq(invoiceRequests.id, id))
      if (!exists) throw new DomainError('not_found', text('invoice_request_not_found', { id }))
      throw new DomainError('conflict', text(status === 'cancelled' || exists.status === 'cancelled' ? 'invoice_not_issued' : 'invoice_stamped'))
    },
  }
}
export type InvoiceRequestService = ReturnType<typeof createInvoiceRequestService>
