import { z } from 'zod'
import { POSTAL_CODE_PATTERN } from '../customers/postal-code'
import { pageQuerySchema } from '../validation'
import { text } from '../written-text'
import { hasValidRfcCheck, isGenericRfc, isRfcForm, normalizeRfc, rfcKind } from './rfc'
import { isRegimenFiscal, isUsoCfdi, REGIMENES_FISCALES, regimenFitsRfcKind, usoAllowedFor } from './sat-catalogs'

/**
 * A customer's request for a factura (CFDI 4.0) for one order: the receiver's data as the SAT's Constancia de
 * Situación Fiscal shows it. Each rule names its field, so the form shows the message where the mistake is.
 */
export const invoiceRequestSchema = z
  .object({
    token: z.string().min(1).max(200),
    rfc: z
      .string()
      .max(20)
      .transform(normalizeRfc)
      .refine(isRfcForm, { message: text('rfc_format'), abort: true })
      .refine((rfc) => !isGenericRfc(rfc), { message: text('rfc_generic'), abort: true })
      .refine(hasValidRfcCheck, text('rfc_check_digit')),
    razonSocial: z
      .string()
      .trim()
      .min(1, text('razon_social_hint'))
      .max(254)
      .transform((name) => name.toUpperCase()),
    codigoPostal: z.string().trim().regex(POSTAL_CODE_PATTERN, text('cp_format')),
    regimenFiscal: z.string().trim().refine(isRegimenFiscal, text('regimen_unknown')),
    usoCfdi: z.string().trim().toUpperCase().refine(isUsoCfdi, text('uso_cfdi_unknown')),
    email: z.string().trim().max(254).email(text('email_invalid')),
  })
  .strict()
  .superRefine((request, context) => {
    if (!isRegimenFiscal(request.regimenFiscal) || !isUsoCfdi(request.usoCfdi) || !isRfcForm(request.rfc)) return
    if (!regimenFitsRfcKind(request.regimenFiscal, rfcKind(request.rfc))) {
      context.addIssue({
        code: 'custom',
        path: ['regimenFiscal'],
        message: rfcKind(request.rfc) === 'moral' ? text('regimen_people_only') : text('regimen_companies_only'),
      })
    } else if (!usoAllowedFor(request.usoCfdi, request.regimenFiscal)) {
      context.addIssue({ code: 'custom', path: ['usoCfdi'], message: text('uso_cfdi_not_for_regimen') })
    }
  })
export type InvoiceRequestInput = z.infer<typeof invoiceRequestSchema>

/** `cancelled`: the CFDI was issued, then cancelled at the SAT (its order was cancelled or refunded). */
export const INVOICE_REQUEST_STATUSES = ['requested', 'issued', 'cancelled'] as const

export const invoiceRequestSchemaOut = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  rfc: z.string(),
  razonSocial: z.string(),
  codigoPostal: z.string(),
  regimenFiscal: z.string(),
  usoCfdi: z.string(),
  email: z.string(),
  status: z.enum(INVOICE_REQUEST_STATUSES),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  /** The SAT's folio fiscal when the shop issued the CFDI itself (Facturapi); null when staff issued it elsewhere. */
  cfdiUuid: z.string().nullable(),
  /** Why the PAC refused to stamp these data, in its words; the customer corrects them and sends them again. */
  refusal: z.string().nullable(),
})
export type InvoiceRequest = z.infer<typeof invoiceRequestSchemaOut>

/** A request as staff list it: with why its order cannot be billed as paid now (cfdiRefusal), or null. */
export const staffInvoiceRequestSchema = invoiceRequestSchemaOut.extend({
  notToIssue: z.enum(['invoice_order_unpaid', 'invoice_order_cancelled']).nullable(),
  /** Issued, and its order since cancelled or refunded: the CFDI is to be cancelled at the SAT (isCfdiToCancel). */
  toCancel: z.boolean(),
  /** What the order costs: the amount the CFDI bills. */
  orderTotal: z.number(),
})
export type StaffInvoiceRequest = z.infer<typeof staffInvoiceRequestSchema>

/** GET /api/invoice-requests (staff): newest first, a page at a time, or every one as CSV for the accountant. */
export const invoiceRequestListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(INVOICE_REQUEST_STATUSES).optional(),
    /** `true`: what staff still have to do: requests to issue, and CFDIs to cancel (isCfdiToCancel). */
    open: z.enum(['true', 'false']).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict()
export type InvoiceRequestListQuery = z.infer<typeof invoiceRequestListQuerySchema>

export const invoiceRequestChangeSchema = z.object({ status: z.enum(INVOICE_REQUEST_STATUSES) }).strict()

export const regimenName = (code: string) => (isRegimenFiscal(code) ? REGIMENES_FISCALES[code].name : code)
