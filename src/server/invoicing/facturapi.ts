import FacturapiModule, { CancellationMotive, FacturapiError } from 'facturapi'
import type { Config } from '../config'

/**
 * The SDK's class. The package is CommonJS without an ESM entry for Node: Node's own loader (npm start) hands over
 * its exports object, whose `default` is the class; bundlers and the test runner hand over the class itself.
 */
const Facturapi = (FacturapiModule as unknown as { default?: typeof FacturapiModule }).default ?? FacturapiModule

/** The parts of Facturapi's official SDK the shop uses. */
export type InvoicingProvider = {
  createInvoice: (invoice: object) => Promise<{ id: string; uuid: string }>
  sendByEmail: (invoiceId: string, email: string) => Promise<unknown>
  download: (invoiceId: string, format: 'pdf' | 'xml') => Promise<Buffer>
  /**
   * Cancels a CFDI at the SAT with motive 03 (the operation did not take place: the sale was undone). False
   * while the SAT waits for the receiver to accept (Facturapi's cancellation_status 'pending').
   */
  cancelInvoice: (invoiceId: string) => Promise<boolean>
}

/** Facturapi (for the SAT) refused the invoice's data: the receiver's RFC, name, régimen or postal code do not match. */
export class InvoiceDataRefused extends Error {}

/** Facturapi when FACTURAPI_KEY is set; null otherwise, and staff issue CFDIs elsewhere and mark them issued. */
export function createFacturapi(config: Partial<Pick<Config, 'FACTURAPI_KEY' | 'FACTURAPI_API_BASE'>>): InvoicingProvider | null {
  if (!config.FACTURAPI_KEY) return null
  const client = new Facturapi(config.FACTURAPI_KEY)
  if (config.FACTURAPI_API_BASE) client.BASE_URL = config.FACTURAPI_API_BASE
  return {
    createInvoice: async (invoice) => {
      const created = await client.invoices.create(invoice as Parameters<typeof client.invoices.create>[0]).catch((error: unknown) => {
        // A 400 or 422 is about the data sent; anything else (an outage, the shop's key or plan) is the shop's to fix.
        const refused = error instanceof FacturapiError && (error.status === 400 || error.status === 422)
        throw refused ? new InvoiceDataRefused(error.message) : error
      })
      return { id: created.id, uuid: created.uuid }
    },
    sendByEmail: (invoiceId, email) => client.invoices.sendByEmail(invoiceId, { email }),
    cancelInvoice: async (invoiceId) =>
      (await client.invoices.cancel(invoiceId, { motive: CancellationMotive.NO_SE_CONCRETO })).status === 'canceled',
    download: async (invoiceId, format) => {
      const file = format === 'pdf' ? await client.invoices.downloadPdf(invoiceId) : await client.invoices.downloadXml(invoiceId)
      return toBuffer(file)
    },
  }
}

/** The SDK answers files as a Node stream (or a Blob where there are no streams). */
async function toBuffer(file: unknown): Promise<Buffer> {
  if (file instanceof Blob) return Buffer.from(await file.arrayBuffer())
  const chunks: Buffer[] = []
  for await (const chunk of file as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}
