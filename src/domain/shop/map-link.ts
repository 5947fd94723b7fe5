/** A map search for the shop's address that opens in the phone's maps app (Google Maps' documented search URL). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
