/** The public pages a search engine may list; staff pages, the cart and the checkout are for people, not indexes. */
export const INDEXED_PAGES = ['/', '/products', '/privacy', '/terms', '/sitemap'] as const

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** A sitemaps.org document for `origin` (e.g. 'https://masamadre.mx'): the pages above and every product's page. */
export function sitemapXml(origin: string, productIds: readonly number[]): string {
  const paths = [...INDEXED_PAGES, ...productIds.map((id) => `/products/${id}`)]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything public may be read, staff pages and the API not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /simple-admin-dashboard\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`
}
