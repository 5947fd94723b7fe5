import { photoKind } from '../catalog/product-photos'

/** A transfer receipt: a screenshot or the bank's PDF, as a banking app shares it. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export type ReceiptType = (typeof RECEIPT_TYPES)[number]

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // '%PDF-'

/** What a receipt really is, by its first bytes (never by its name or the header the browser sent); null for anything else. */
export function receiptType(bytes: Uint8Array): ReceiptType | null {
  if (PDF_MAGIC.every((byte, index) => bytes[index] === byte)) return 'application/pdf'
  const photo = photoKind(bytes)
  return photo ? `image/${photo}` : null
}
