import type { AppDeps } from '../app'
import { type Harness, listenOver } from './api-harness'

/**
 * A second app on the harness's database, built with extra configuration (Stripe or WhatsApp keys):
 * the returned harness speaks to it the same way `shop.call` speaks to the default app.
 */
export async function startAppWith(shop: Harness, config: Partial<AppDeps['config']>): Promise<Harness & { close: () => Promise<void> }> {
  const listening = await listenOver(shop.connection.db, () => shop.now, config)
  return { ...shop, ...listening, close: () => listening.app.close() }
}
