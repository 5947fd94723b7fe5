import { describe, expect, it } from 'vitest'
import { invoiceRequestSchema } from './invoice-request-schemas'

/** The SAT's own test taxpayer (CFDI 4.0 test certificates). */
const KEMPER = {
  token: 'order-token',
  rfc: 'EKU9003173C9',
  razonSocial: 'Escuela Kemper Urgate',
  codigoPostal: '42501',
  regimenFiscal: '601',
  usoCfdi: 'G03',
  email: 'facturas@example.com',
}

const pathsOf = (input: object) => {
  const parsed = invoiceRequestSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
}

describe('a factura request', () => {
  it('takes the SAT test taxpayer, its name in capitals as the SAT writes it', () => {
    expect(invoiceRequestSchema.parse(KEMPER)).toMatchObject({ rfc: 'EKU9003173C9', razonSocial: 'ESCUELA KEMPER URGATE' })
  })

  it.each([
    ['a malformed RFC', { rfc: 'EKU90031' }, 'rfc'],
    ['a wrong check character', { rfc: 'EKU9003173C8' }, 'rfc'],
    ['a 4-digit postal code', { codigoPostal: '4250' }, 'codigoPostal'],
    ['an unknown régimen', { regimenFiscal: '699' }, 'regimenFiscal'],
    ['a person’s régimen for a company', { regimenFiscal: '605' }, 'regimenFiscal'],
    ['a uso not allowed for the régimen', { usoCfdi: 'D01' }, 'usoCfdi'],
    ['an unknown uso', { usoCfdi: 'Z99' }, 'usoCfdi'],
    // CP01 "Pagos" is only for payment receipts (CFDI de tipo P), never for the sale's own invoice.
    ['the uso of payment receipts', { usoCfdi: 'CP01' }, 'usoCfdi'],
  ])('refuses %s, naming the field', (_, change, path) => {
    expect(pathsOf({ ...KEMPER, ...change })).toEqual([path])
  })

  it.each([
    ['público en general', { rfc: 'XAXX010101000', razonSocial: 'Público en general', regimenFiscal: '616', usoCfdi: 'S01' }],
    ['a foreign customer', { rfc: 'xexx-010101-000', razonSocial: 'John Smith', regimenFiscal: '616', usoCfdi: 'S01' }],
    ['público en general with a person’s régimen', { rfc: 'XAXX010101000', regimenFiscal: '612', usoCfdi: 'G03' }],
  ])('refuses the generic RFC of %s, which the PAC would refuse at issue time', (_, change) => {
    const parsed = invoiceRequestSchema.safeParse({ ...KEMPER, ...change })
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['rfc', 'rfc_generic']])
  })

  it('takes a person with a personal deduction', () => {
    expect(pathsOf({ ...KEMPER, rfc: 'GODE561231GR8', razonSocial: 'Emilio González', regimenFiscal: '612', usoCfdi: 'D01' })).toEqual([])
  })
})
