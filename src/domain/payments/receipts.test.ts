import { expect, it } from 'vitest'
import { receiptType } from './receipts'

it('tells a receipt by its bytes: JPEG, PNG, WebP or PDF, and nothing else', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values)
  expect(receiptType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
  expect(receiptType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png')
  expect(receiptType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  expect(receiptType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf')
  expect(receiptType(new TextEncoder().encode('<html><script>'))).toBeNull()
  expect(receiptType(new TextEncoder().encode('%PDF'))).toBeNull()
  expect(receiptType(bytes())).toBeNull()
})
