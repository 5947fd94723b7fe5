import { inArray, sql } from 'drizzle-orm'
import { TO_COLLECT_PAYMENT_STATUSES } from '../../domain/orders/order-status'
import { orders } from '../db/schema'

/** earnsMoney (domain/orders/order-status) as SQL, for the sums the database makes. */
export const earnsMoneySql = sql`(${orders.status} <> 'cancelled' and not (${orders.status} = 'completed' and ${orders.paymentStatus} = 'refunded'))`

/** isToCollect as SQL. */
export const toCollectSql = sql`(${earnsMoneySql} and ${inArray(orders.paymentStatus, [...TO_COLLECT_PAYMENT_STATUSES])})`

/** isRefundDue (domain/payments/payment-rules) as SQL: a payment kept on a cancelled order. */
export const refundDueSql = sql`(${orders.status} = 'cancelled' and ${orders.paymentStatus} = 'paid')`
