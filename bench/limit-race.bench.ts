import { withBenchShop } from './bench-shop'

const RACERS = 500
const LIMIT = 50

/**
 * 500 simultaneous one-loaf orders for one day, twice: racing on the day's order capacity (maxOrders 50) and on a
 * product's daily limit (50 units, the day wide open). Each run must accept exactly 50; orders/s is the whole race.
 */
export async function runLimitRaceBench(): Promise<void> {
  await withBenchShop('race', async ({ url, connection }) => {
    const dates: Array<{ date: string }> = await (await fetch(`${url}/api/available-dates`)).json()
    const post = (body: object) =>
      fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
        (reply) => reply.status,
      )
    const { rows } = await connection.pool.query(
      "insert into customers (name, phone) select 'Racer ' || n, '+5299955' || lpad(n::text, 5, '0') from generate_series(1, $1) n returning id",
      [RACERS],
    )
    const race = async (label: string, date: string) => {
      const started = performance.now()
      const statuses = await Promise.all(
        rows.map(({ id }) =>
          post({
            order: { customerId: id, total: 150, pickupDate: date, isDelivery: false, paymentMethod: 'cash' },
            items: [{ productId: 1, quantity: 1, price: 150 }],
          }),
        ),
      )
      const seconds = (performance.now() - started) / 1000
      const accepted = statuses.filter((status) => status === 201).length
      const others = statuses.filter((status) => status !== 201 && status !== 409)
      console.info(
        `${RACERS} simultaneous orders racing on ${label} of ${LIMIT}: ${accepted} accepted${accepted === LIMIT ? '' : ' (WRONG)'}, ` +
          `${(RACERS / seconds).toFixed(0)} orders/s over the race${others.length ? `, unexpected statuses ${others.join(',')}` : ''}`,
      )
    }

    const [capacityDay, limitDay] = dates.map((day) => day.date)
    await connection.pool.query('update available_dates set max_orders = $2 where date = $1', [capacityDay, LIMIT])
    await race('the day capacity', capacityDay!)
    await connection.pool.query('update available_dates set max_orders = 100000 where date = $1', [limitDay])
    await connection.pool.query('update products set daily_limit = $1 where id = 1', [LIMIT])
    await race('a product daily limit', limitDay!)
  })
}
