import type { InvoiceRequest } from '../../domain/invoicing/invoice-request-schemas'

/** A factura request as the API answers it, for web tests: the SAT's test taxpayer, not yet issued, with `change` over it. */
export function anInvoiceRequest(change: Partial<InvoiceRequest> = {}): InvoiceRequest {
  return {
    id: 5,
    orderId: 42,
    rfc: 'EKU9003173C9',
    razonSocial: 'ESCUELA KEMPER URGATE',
    codigoPostal: '42501',
    regimenFiscal: '601',
    usoCfdi: 'G03',
    email: 'facturas@example.mx',
    status: 'requested',
    createdAt: '2026-11-24T18:00:00.000Z',
    issuedAt: null,
    cfdiUuid: null,
    refusal: null,
    ...change,
  }
}
