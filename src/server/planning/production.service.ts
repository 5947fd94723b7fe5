import { and, eq, gte, lte, ne } from 'drizzle-orm'
import { withOrderContact } from '../../domain/customers/order-contact'
import { toCents, toPesos } from '../../domain/money'
import type { Customizations } from '../../domain/orders/order-schemas'
import { isToCollect, type PaymentStatus } from '../../domain/orders/order-status'
import { windowStartMinutes } from '../../domain/planning/pickup-windows'
import {
  type PackingOrder,
  type ProductionLine,
  type ProductionRange,
  type ProductionSheet,
  productionItems,
} from '../../domain/planning/production-sheet'
import { addDaysIso } from '../../domain/schedule/calendar-dates'
import { deliveryAddressOf } from '../customers/customers.service'
import type { Database, Queryable } from '../db/client'
import { customers, orderItems, orders, products } from '../db/schema'

type LineRow = ProductionLine & { orderId: number; pickupDate: string; price: number }

/**
 * Staff's production view over the orders picked up on `from`..`to` that were not cancelled: lines with the product's
 * current name (a renamed product still sums as one), in one query however many orders there are.
 */
export function createProductionService({ db }: { db: Database }) {
  const activeOn = (from: string, to: string) => and(gte(orders.pickupDate, from), lte(orders.pickupDate, to), ne(orders.status, 'cancelled'))

  async function linesBetween(tx: Queryable, from: string, to: string): Promise<LineRow[]> {
    const rows = await tx
      .select({
        orderId: orderItems.orderId,
        pickupDate: orders.pickupDate,
        productId: orderItems.productId,
        name: products.name,
        nameEs: products.nameEs,
        categoryId: products.categoryId,
        quantity: orderItems.quantity,
        price: orderItems.price,
        customizations: orderItems.customizations,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(activeOn(from, to))
      .orderBy(orderItems.id)
    return rows.map((row) => ({
      ...row,
      price: Number(row.price),
      pickupDate: row.pickupDate ?? from,
      customizations: row.customizations as Customizations,
    }))
  }

  /** The bag carries the name and phone the order was placed with. */
  const bagContact = ({ name, phone }: { name: string; phone: string }) => ({ customerName: name, customerPhone: phone })

  async function packingList(tx: Queryable, date: string, lines: readonly LineRow[]): Promise<PackingOrder[]> {
    const rows = await tx
      .select({ order: orders, customer: customers })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(activeOn(date, date))
    const byOrder = new Map<number, LineRow[]>()
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line])
    return rows
      .map(({ order, customer }) => ({
        id: order.id,
        ...bagContact(withOrderContact({ name: customer.name, phone: customer.phone }, order.contact)),
        pickupTime: order.pickupTime,
        isDelivery: order.isDelivery,
        deliveryAddress: deliveryAddressOf(order, customer),
        status: order.status,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        total: Number(order.total),
        owed: isToCollect({ status: order.status, paymentStatus: order.paymentStatus as PaymentStatus }) ? toPesos(toCents(order.total)) : 0,
        specialInstructions: order.specialInstructions,
        items: (byOrder.get(order.id) ?? []).map((line) => ({
          productId: line.productId,
          name: line.name,
          nameEs: line.nameEs,
          quantity: line.quantity,
          price: line.price,
          customizations: line.customizations ?? {},
        })),
      }))
      .sort((a, b) => windowStartMinutes(a.pickupTime) - windowStartMinutes(b.pickupTime) || a.id - b.id)
  }

  return {
    async day(date: string): Promise<ProductionSheet> {
      // Both reads see one moment: an order placed or moved between them would be baked but not bagged, or the reverse.
      return db.transaction(
        async (tx) => {
          const lines = await linesBetween(tx, date, date)
          const packing = await packingList(tx, date, lines)
          return { date, orderCount: packing.length, items: productionItems(lines), orders: packing }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
    },

    async range(from: string, to: string): Promise<ProductionRange> {
      const lines = await linesBetween(db, from, to)
      const days: ProductionRange['days'] = []
      for (let date = from; date <= to; date = addDaysIso(date, 1)) {
        const dayLines = lines.filter((line) => line.pickupDate === date)
        days.push({ date, orderCount: new Set(dayLines.map((line) => line.orderId)).size, items: productionItems(dayLines) })
      }
      return { from, to, orderCount: new Set(lines.map((line) => line.orderId)).size, items: productionItems(lines), days }
    },
  }
}
export type ProductionService = ReturnType<typeof createProductionService>
