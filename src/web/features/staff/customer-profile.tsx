import type { Order } from '../../../domain/orders/order-schemas'
import { statusTone } from '../../../domain/orders/order-status'
import { Badge } from '../../components/ui/badge'
import { DataTable, Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { formatPhone } from '../../lib/format-phone'

type Person = {
  name: string
  email: string | null
  phone: string
  address: string | null
  streetAddress: string | null
  colonia?: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  createdAt: string
}
type Totals = { totalOrders: number; totalSpent: number; lastOrderDate: string }
type HistoryRow = Pick<Order, 'id' | 'orderDate' | 'status' | 'total'>

/** Each screen's words (the spec gives the dashboard 'Name:'-style labels and the admin page its own). */
const TEXTS = {
  admin: {
    label: (fact: string) => `admin.customers.${fact === 'lastOrderDate' ? 'lastOrder' : fact}`,
    facts: ['email', 'phone', 'address', 'city', 'state', 'zip', 'customerSince', 'totalOrders', 'totalSpent', 'lastOrderDate'],
    colon: '',
    dateStyle: 'dateTime',
    history: 'admin.customers.orderHistory',
    noHistory: 'admin.customers.noHistory',
    newest: 'admin.customers.newestOrders',
    columns: ['admin.customers.orderId', 'admin.customers.orderDate', 'admin.customers.orderStatus', 'admin.customers.orderTotal'],
    status: (status: string) => `admin.orders.statuses.${status}`,
  },
  dashboard: {
    label: (fact: string) => `staffDashboard.profile.${fact}`,
    facts: ['name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'customerSince', 'totalOrders', 'totalSpent', 'lastOrderDate'],
    colon: ':',
    dateStyle: 'medium',
    history: 'staffDashboard.profile.history',
    noHistory: 'staffDashboard.profile.noHistory',
    newest: 'staffDashboard.newestListed.orders',
    columns: ['id', 'date', 'status', 'total'].map((column) => `staffDashboard.profile.columns.${column}`),
    status: (status: string) => `staffDashboard.statuses.${status}`,
  },
} as const

/** The one customer profile of the staff screens: contact facts, totals and the order history. */
export function CustomerProfile({
  person,
  totals,
  orders,
  screen,
}: {
  person: Person
  totals: Totals
  orders: HistoryRow[]
  screen: keyof typeof TEXTS
}) {
  const { t } = useTranslation()
  const { formatDate, formatMoney } = useFormatters()
  const texts = TEXTS[screen]
  const values: Record<string, string | number | null> = {
    name: person.name,
    email: person.email,
    phone: formatPhone(person.phone),
    // The street and its colonia (Mérida's streets repeat across colonias); the typed one-line address otherwise.
    address: person.streetAddress ? [person.streetAddress, person.colonia].filter(Boolean).join(', ') : person.address,
    city: person.city,
    state: person.state,
    zip: person.postalCode,
    customerSince: formatDate(person.createdAt, texts.dateStyle),
    totalOrders: totals.totalOrders,
    totalSpent: formatMoney(totals.totalSpent),
    lastOrderDate: formatDate(totals.lastOrderDate, texts.dateStyle),
  }
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {texts.facts.map((fact) => (
          <div key={fact} className="flex gap-2">
            <dt className="font-medium text-stone-600 dark:text-stone-300">
              {t(texts.label(fact))}
              {texts.colon}
            </dt>
            <dd>{values[fact] === null || values[fact] === '' ? '—' : values[fact]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t(texts.history)}</h3>
      {orders.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">{t(texts.noHistory)}</p>
      ) : (
        <DataTable label={t(texts.history)} columns={texts.columns.map((column) => t(column))} className="max-h-96 overflow-y-auto">
          {orders.map((order) => (
            <tr key={order.id}>
              <Td>#{order.id}</Td>
              <Td>{formatDate(order.orderDate, texts.dateStyle)}</Td>
              <Td>
                <Badge tone={statusTone(order.status)}>{t(texts.status(order.status))}</Badge>
              </Td>
              <Td>{formatMoney(order.total)}</Td>
            </tr>
          ))}
        </DataTable>
      )}
      {/* A regular's history is a page long: the totals above count every order. */}
      {orders.length > 0 && totals.totalOrders > orders.length && (
        <p className="text-sm text-stone-600 dark:text-stone-300">{t(texts.newest, { shown: orders.length, total: totals.totalOrders })}</p>
      )}
    </div>
  )
}
