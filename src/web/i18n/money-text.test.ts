import { afterAll, describe, expect, it } from 'vitest'
import { i18nReady, switchLanguage, translator } from './i18n'

describe('pesos on the pre-order page: price tags', () => {
  afterAll(() => switchLanguage('en'))

  it.each([
    ['en', 150, '$150 MXN'],
    ['en', 1600, '$1,600 MXN'],
    ['en', 507.6, '$507.60 MXN'],
    ['es', 1600, '$1,600 MXN'],
    ['es', 2041.2, '$2,041.20 MXN'],
  ] as const)('in %s, %d pesos read %s', async (language, amount, text) => {
    await i18nReady
    await switchLanguage(language)
    expect(translator.t('money.mxn', { amount })).toBe(text)
  })

  it.each([
    ['en', 150, '$150.00 MXN'],
    ['en', 1600, '$1,600.00 MXN'],
    ['en', 507.6, '$507.60 MXN'],
    ['es', 2041.2, '$2,041.20 MXN'],
  ] as const)('added up in %s, %d pesos always show their cents: %s', async (language, amount, text) => {
    await i18nReady
    await switchLanguage(language)
    expect(translator.t('money.mxnWithCents', { amount })).toBe(text)
  })
})
