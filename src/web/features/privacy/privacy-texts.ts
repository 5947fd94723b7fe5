import { privacy as en } from '../../i18n/en/privacy'
import { privacy as es } from '../../i18n/es/privacy'
import { translator } from '../../i18n/i18n'

/**
 * Adds the privacy notice's texts in both languages when the page's chunk loads. Like registerArea in
 * i18n/areas.ts, but on its own: importing areas.ts would make customers download the admin and staff texts.
 */
export function registerPrivacyTexts(): void {
  translator.addResourceBundle('en', 'translation', en)
  translator.addResourceBundle('es', 'translation', es)
}
