/** A random key for one attempt at placing an order (checkout or a staff order); getRandomValues also works on plain-http origins, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
