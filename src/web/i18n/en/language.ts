/** The language switcher's texts; each language names itself the same way in both catalogues. */
export const language = {
  language: {
    switchTo: 'Switch language to {{name}}',
    names: { en: 'English', es: 'Español' },
    short: { en: 'EN', es: 'ES' },
  },
} as const
