import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { isOverdueTransfer } from '../../domain/payments/transfer-instructions'
import type { ShopSettings } from '../../domain/shop/settings-schemas'
import type { Database } from '../db/client'
import { orders, paymentReceipts } from '../db/schema'
import type { OrderService } from '../orders/orders.service'

/** How many overdue orders one sweep releases; the next sweep takes the rest. */
const SWEEP_BATCH = 100

type Deps = {
  db: Database
  clock: () => Date
  /** Not read: each order carries its own time to pay (orders.transfer_pay_by). */
  timeZone?: string
  shopSettings: () => Promise<ShopSettings>
  orders: Pick<OrderService, 'releaseOverdueTransfer'>
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

/**
 * When settings say so, cancels unpaid transfer orders past their time to pay, so their places and units go back on
 * sale. Every instance may sweep: each order is checked again under its row lock (releaseOverdueTransfer).
 */
export function createOverdueTransferRelease({ db, clock, shopSettings, orders: orderService, log }: Deps) {
  return {
    async releaseDue(): Promise<number[]> {
      const settings = await shopSettings()
      if (!settings.releaseOverdueTransfers) return []
      const candidates = await db
        .select({
          id: orders.id,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          status: orders.status,
          transferPayBy: orders.transferPayBy,
        })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'bank_transfer'),
            eq(orders.paymentStatus, 'unpaid'),
            inArray(orders.status, ['pending', 'confirmed']),
            // The time to pay the order was given when placed: later changes to the settings' hours never move it.
            lt(orders.transferPayBy, sql`now()`),
            // The customer sent the bank's receipt: staff match it and decide, the sweep never cancels it.
            notExists(db.select({ id: paymentReceipts.orderId }).from(paymentReceipts).where(eq(paymentReceipts.orderId, orders.id))),
          ),
        )
        // The longest overdue first.
        .orderBy(orders.transferPayBy, orders.id)
        .limit(SWEEP_BATCH)
      const now = clock()
      const released: number[] = []
      for (const order of candidates.filter((row) => isOverdueTransfer(row, now))) {
        try {
          await orderService.releaseOverdueTransfer(order.id, { keepWithReceipt: true })
          released.push(order.id)
        } catch (error) {
          // Paid meanwhile, or another instance got there first.
          log?.warn({ err: error, orderId: order.id }, 'overdue transfer order kept for now')
        }
      }
      if (released.length > 0) log?.info({ orderIds: released }, 'unpaid transfer orders released: their places are free again')
      return released
    },
  }
}
export type OverdueTransferRelease = ReturnType<typeof createOverdueTransferRelease>
