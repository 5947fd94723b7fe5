import { admin as adminEn } from './en/admin'
import { staff as staffEn } from './en/staff'
import { admin as adminEs } from './es/admin'
import { staff as staffEs } from './es/staff'
import { LANGUAGES, type Language, translator } from './i18n'

type AreaTexts = Record<Language, object>

const AREAS = {
  admin: { en: adminEn, es: adminEs },
  staff: { en: staffEn, es: staffEs },
} satisfies Record<string, AreaTexts>

/**
 * Adds a staff-facing area's texts in both languages. Called when the area's code is first imported,
 * before it renders, so its pages never show a missing text.
 */
export function registerArea(area: keyof typeof AREAS): void {
  for (const language of LANGUAGES) translator.addResourceBundle(language, 'translation', AREAS[area][language])
}
