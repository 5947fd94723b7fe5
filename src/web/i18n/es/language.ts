import type { Catalogue } from '../catalogue'
import type { language as en } from '../en/language'

export const language: Catalogue<typeof en> = {
  language: {
    switchTo: 'Cambiar el idioma a {{name}}',
    names: { en: 'English', es: 'Español' },
    short: { en: 'EN', es: 'ES' },
  },
}
