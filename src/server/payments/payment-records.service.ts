import { and, count, desc, eq, isNotNull, sum } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import type { Order } from '../../domain/orders/order-schemas'
import type { PaymentStatus } from '../../domain/orders/order-status'
import { isRefundable } from '../../domain/payments/payment-rules'
import type { OwedDay, PaymentRecord, RecordPayment } from '../../domain/payments/payment-schemas'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { orders, paymentRecords, users } from '../db/schema'
import { toCollectSql } from '../orders/order-money-sql'
import type { OrderService } from '../orders/orders.service'

type Deps = { db: Database; clock: () => Date; orders: Pick<OrderService, 'get'> }

/** Payments staff record by hand (a transfer or cash arrived, money given back), each kept with who, when and why. */
export function createPaymentRecordService({ db, clock, orders: orderService }: Deps) {
  async function history(orderId: number): Promise<PaymentRecord[]> {
    const rows = await db
      .select({
        paymentStatus: paymentRecords.paymentStatus,
        note: paymentRecords.note,
        recordedBy: users.username,
        recordedAt: paymentRecords.recordedAt,
      })
      .from(paymentRecords)
      .leftJoin(users, eq(users.id, paymentRecords.recordedBy))
      .where(eq(paymentRecords.orderId, orderId))
      // Written order, not the time: records are inserted under the order's row lock, and a clock may step back.
      .orderBy(desc(paymentRecords.id))
    return rows.map((row) => ({
      ...row,
      paymentStatus: row.paymentStatus as PaymentRecord['paymentStatus'],
      recordedAt: row.recordedAt.toISOString(),
    }))
  }

  return {
    history,

    /**
     * What is still to collect on each pickup day (isToCollect). Past days too: an order
     * handed over whose cash was never recorded still owes, and the days add up to the dashboard's owed revenue.
     */
    async owedByDay(): Promise<OwedDay[]> {
      const rows = await db
        .select({ date: orders.pickupDate, owed: sum(orders.total), orders: count() })
        .from(orders)
        .where(and(toCollectSql, isNotNull(orders.pickupDate)))
        .groupBy(orders.pickupDate)
        .orderBy(orders.pickupDate)
      return rows.map((row) => ({ date: row.date ?? '', owed: Number(row.owed ?? 0), orders: row.orders }))
    },
    /** Sets the order's payment status and keeps the record in the same transaction: no change without its record. */
    async record(orderId: number, change: RecordPayment, staffUserId: number | undefined): Promise<Order & { paymentRecords: PaymentRecord[] }> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).for('update')
        if (!row) throw new DomainError('not_found', text('order_not_found', { id: orderId }))
        if (change.from !== undefined && change.from !== row.paymentStatus) {
          throw new DomainError('conflict', text('payment_changed_meanwhile', { id: orderId }), [
            { path: 'paymentStatus', message: text('payment_changed_meanwhile', { id: orderId }) },
          ])
        }
        // The same again (a second click, a second tab) would be a second record of one payment.
        if (change.paymentStatus === row.paymentStatus) {
          throw new DomainError('conflict', text('payment_already', { id: orderId }), [
            { path: 'paymentStatus', message: text('payment_already', { id: orderId }) },
          ])
        }
        if (change.paymentStatus === 'refunded' && !isRefundable({ paymentStatus: row.paymentStatus as PaymentStatus })) {
          throw new DomainError('conflict', text('refund_needs_payment', { id: orderId }), [
            { path: 'paymentStatus', message: text('refund_needs_payment_short') },
          ])
        }
        // Read once the row is ours: a time read before waiting for the lock may be older than the record before it.
        const now = clock()
        await tx.update(orders).set({ paymentStatus: change.paymentStatus, updatedAt: now }).where(eq(orders.id, orderId))
        await tx.insert(paymentRecords).values({
          orderId,
          paymentStatus: change.paymentStatus,
          note: change.note || null,
          recordedBy: staffUserId ?? null,
          recordedAt: now,
        })
      })
      return { ...(await orderService.get(orderId)), paymentRecords: await history(orderId) }
    },
  }
}
export type PaymentRecordService = ReturnType<typeof createPaymentRecordService>
