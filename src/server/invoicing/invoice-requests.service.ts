import { count, desc, eq, type SQL } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import {
  type InvoiceRequest,
  type InvoiceRequestInput,
  type InvoiceRequestListQuery,
  regimenName,
} from '../../domain/invoicing/invoice-request-schemas'
import { toCsv } from '../../domain/shop/csv'
import { pageOffset } from '../../domain/validation'
import type { Database } from '../db/client'
import { invoiceRequests, orders } from '../db/schema'
import type { OrderService } from '../orders/orders.service'

type Row = typeof invoiceRequests.$inferSelect
type Deps = { db: Database; clock: () => Date; orders: Pick<OrderService, 'getForCustomer'> }

function toRequest({ issuedAt, createdAt, ...row }: Row): InvoiceRequest {
  return { ...row, status: row.status as InvoiceRequest['status'], createdAt: createdAt.toISOString(), issuedAt: issuedAt?.toISOString() ?? null }
}

/** Factura (CFDI 4.0) requests: customers send their tax data for an order; staff issue the CFDI and mark it issued. */
export function createInvoiceRequestService({ db, clock, orders: orderService }: Deps) {
  const whereStatus = (status: InvoiceRequestListQuery['status']): SQL | undefined => (status ? eq(invoiceRequests.status, status) : undefined)

  return {
    /**
     * The customer's own order (its token proves it) gets one request; sent again before it is issued, the new data
     * replace the old (a typo corrected). A cancelled order, or one whose factura is issued, takes no request.
     */
    async request(orderId: number, { token, ...data }: InvoiceRequestInput): Promise<InvoiceRequest> {
      const order = await orderService.getForCustomer(orderId, token)
      if (order.status === 'cancelled')
        throw new DomainError('conflict', 'A cancelled order has nothing to invoice', [{ path: 'orderId', message: 'Cancelled' }])
      const [row] = await db
        .insert(invoiceRequests)
        .values({ orderId, ...data, createdAt: clock() })
        .onConflictDoUpdate({
          target: invoiceRequests.orderId,
          set: { ...data, createdAt: clock() },
          setWhere: eq(invoiceRequests.status, 'requested'),
        })
        .returning()
      if (!row) throw new DomainError('conflict', 'The factura for this order was already issued', [{ path: 'orderId', message: 'Already issued' }])
      return toRequest(row)
    },

    async page({ status, limit, page }: InvoiceRequestListQuery): Promise<{ rows: InvoiceRequest[]; total: number }> {
      const where = whereStatus(status)
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(invoiceRequests)
          .where(where)
          .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
          .limit(limit)
          .offset(pageOffset({ limit, page })),
        db.select({ n: count() }).from(invoiceRequests).where(where),
      ])
      return { rows: rows.map(toRequest), total: counted?.n ?? 0 }
    },

    /** What the accountant needs to issue each CFDI, with the order's amount and pickup day. */
    async csv(status: InvoiceRequestListQuery['status']): Promise<string> {
      const rows = await db
        .select({ request: invoiceRequests, total: orders.total, pickupDate: orders.pickupDate })
        .from(invoiceRequests)
        .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
        .where(whereStatus(status))
        .orderBy(invoiceRequests.createdAt, invoiceRequests.id)
      return toCsv(
        ['order', 'total', 'pickup date', 'rfc', 'razon social', 'codigo postal', 'regimen fiscal', 'uso cfdi', 'email', 'requested', 'status'],
        rows.map(({ request, total, pickupDate }) => [
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
        ]),
      )
    },

    async setStatus(id: number, status: InvoiceRequest['status']): Promise<InvoiceRequest> {
      const [row] = await db
        .update(invoiceRequests)
        .set({ status, issuedAt: status === 'issued' ? clock() : null })
        .where(eq(invoiceRequests.id, id))
        .returning()
      if (!row) throw new DomainError('not_found', `Invoice request ${id} was not found`)
      return toRequest(row)
    },
  }
}
export type InvoiceRequestService = ReturnType<typeof createInvoiceRequestService>
