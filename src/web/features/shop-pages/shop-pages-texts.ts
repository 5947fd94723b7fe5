import { shopPages as en } from '../../i18n/en/shop-pages'
import { shopPages as es } from '../../i18n/es/shop-pages'
import { translator } from '../../i18n/i18n'

/** Adds the terms' and the sitemap's texts in both languages when their chunk loads (like the privacy notice's). */
export function registerShopPagesTexts(): void {
  translator.addResourceBundle('en', 'translation', en)
  translator.addResourceBundle('es', 'translation', es)
}
