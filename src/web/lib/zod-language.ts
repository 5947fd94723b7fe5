import { z } from 'zod'
import zodEnglish from 'zod/v4/locales/en.js'
import zodSpanish from 'zod/v4/locales/es.js'
import '../../domain/plain-issues'
import { toLanguage, translator } from '../i18n/i18n'

/**
 * zod's own messages (fields without a message of ours) follow the active language. Imported by the
 * modules that validate forms, so zod stays out of the first download of the shop.
 */
function followLanguage(language: string): void {
  z.config(toLanguage(language) === 'es' ? zodSpanish() : zodEnglish())
}

followLanguage(translator.language)
translator.on('languageChanged', followLanguage)
