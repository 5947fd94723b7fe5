import { eq } from 'drizzle-orm'
import { DomainError } from '../../domain/errors'
import { type ReceiptType, receiptType } from '../../domain/payments/receipts'
import { text } from '../../domain/written-text'
import type { Database } from '../db/client'
import { paymentReceipts } from '../db/schema'
import type { OrderService } from '../orders/orders.service'

type Deps = { db: Database; clock: () => Date; orders: Pick<OrderService, 'getForCustomer'> }
export type StoredReceipt = { contentType: string; uploadedAt: string }

/** Transfer receipts: the customer attaches one to their own transfer order; staff open it to match the money. */
export function createReceiptService({ db, clock, orders: orderService }: Deps) {
  return {
    /** `declared`: the type the customer's browser sent; the bytes must be that type, so staff open what it says. */
    async attach(orderId: number, token: string, bytes: Buffer, declared: ReceiptType): Promise<StoredReceipt> {
      const order = await orderService.getForCustomer(orderId, token)
      if (order.paymentMethod !== 'bank_transfer') {
        throw new DomainError('conflict', text('receipt_transfer_only'), [{ path: 'orderId', message: text('not_transfer') }])
      }
      const contentType = receiptType(bytes)
      if (contentType !== declared) {
        const refusal = contentType ? text('receipt_type_mismatch', { declared, detected: contentType }) : text('receipt_type')
        throw new DomainError('validation', refusal, [{ path: 'receipt', message: refusal }])
      }
      const uploadedAt = clock()
      await db
        .insert(paymentReceipts)
        .values({ orderId, contentType, bytes, uploadedAt })
        .onConflictDoUpdate({ target: paymentReceipts.orderId, set: { contentType, bytes, uploadedAt } })
      return { contentType, uploadedAt: uploadedAt.toISOString() }
    },

    async read(orderId: number): Promise<{ contentType: string; bytes: Buffer }> {
      const [row] = await db
        .select({ contentType: paymentReceipts.contentType, bytes: paymentReceipts.bytes })
        .from(paymentReceipts)
        .where(eq(paymentReceipts.orderId, orderId))
      if (!row) throw new DomainError('not_found', text('receipt_missing', { id: orderId }))
      return row
    },
  }
}
export type ReceiptService = ReturnType<typeof createReceiptService>
