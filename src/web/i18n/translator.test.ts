import { describe, expect, it } from 'vitest'
import { en } from './en'
import { admin as adminEn } from './en/admin'
import { privacy as privacyEn } from './en/privacy'
import { regulars as regularsEn } from './en/regulars'
import { shopPages as shopPagesEn } from './en/shop-pages'
import { staff as staffEn } from './en/staff'
import { es } from './es'
import { admin as adminEs } from './es/admin'
import { privacy as privacyEs } from './es/privacy'
import { regulars as regularsEs } from './es/regulars'
import { shopPages as shopPagesEs } from './es/shop-pages'
import { staff as staffEs } from './es/staff'
import { createTranslator, type Texts } from './translator'

/** Every text of a catalogue by its path, lists by index ('catalog.weekdays.2'), as pages ask for them. */
function paths(texts: unknown, prefix = ''): Array<[string, string]> {
  if (typeof texts === 'string') return [[prefix, texts]]
  if (typeof texts !== 'object' || texts === null) return []
  return Object.entries(texts).flatMap(([key, value]) => paths(value, prefix ? `${prefix}.${key}` : key))
}

function shopTexts(language = 'es') {
  const texts = createTranslator({
    language,
    fallbackLanguage: 'en',
    formats: { pesos: (value: number) => `$${value} MXN` },
  })
  texts.addResourceBundle('en', 'translation', {
    cart: { title: 'Your cart', items_one: '{{count}} item', items_other: '{{count}} items', total: 'Total {{amount, pesos}}' },
    greeting: 'Hello {{name}}',
    weekdays: ['Sun', 'Mon'],
  })
  texts.addResourceBundle('es', 'translation', {
    cart: { title: 'Tu carrito', items_one: '{{count}} producto', items_other: '{{count}} productos' },
  })
  texts.addResourceBundle('en', 'errors', { 'order.date_full': 'No places left on {{date}}' })
  return texts
}

describe('the translator', () => {
  it('reads nested keys in the active language, and English where the language has no text', () => {
    const texts = shopTexts()
    expect(texts.t('cart.title')).toBe('Tu carrito')
    expect(texts.t('greeting', { name: 'Ana' })).toBe('Hello Ana')
    expect(texts.t('cart.title', { lng: 'en' })).toBe('Your cart')
  })

  it('picks the plural form of each language and fills {{count}}', () => {
    const texts = shopTexts()
    expect(texts.t('cart.items', { count: 1 })).toBe('1 producto')
    expect(texts.t('cart.items', { count: 0 })).toBe('0 productos')
    expect(texts.t('cart.items', { count: 3, lng: 'en' })).toBe('3 items')
  })

  it('writes formatted values, leaves a placeholder without a value as written and shows the key when nothing has it', () => {
    const texts = shopTexts('en')
    expect(texts.t('cart.total', { amount: 150 })).toBe('Total $150 MXN')
    expect(texts.t('greeting')).toBe('Hello {{name}}')
    expect(texts.t('greeting', { name: undefined })).toBe('Hello ')
    expect(texts.t('cart.nothing')).toBe('cart.nothing')
    expect(texts.t('cart.nothing', { defaultValue: 'Hi {{name}}', name: 'Luis' })).toBe('Hi Luis')
    expect(texts.t('weekdays', { returnObjects: true })).toEqual(['Sun', 'Mon'])
    expect(texts.t('weekdays.1')).toBe('Mon')
  })

  it('reads a namespace of flat keys that hold dots', () => {
    const texts = shopTexts()
    expect(texts.t('order.date_full', { ns: 'errors', keySeparator: false, date: 'Friday' })).toBe('No places left on Friday')
    expect(texts.exists('order.date_full', { ns: 'errors', keySeparator: false })).toBe(true)
    expect(texts.exists('order.date_full')).toBe(false)
    expect(texts.hasResourceBundle('es', 'errors')).toBe(false)
  })

  it('keeps texts already there when a catalogue is added again, and tells listeners of each change', () => {
    const texts = shopTexts()
    const heard: string[] = []
    texts.on('languageChanged', (language) => heard.push(language))
    const before = texts.version()
    texts.addResourceBundle('es', 'translation', { cart: { title: 'Otro', empty: 'Vacío' } })
    expect(texts.t('cart.title')).toBe('Tu carrito')
    expect(texts.t('cart.empty')).toBe('Vacío')
    texts.changeLanguage('en')
    expect(texts.language).toBe('en')
    expect(heard).toEqual(['en'])
    expect(texts.version()).toBe(before + 2)
  })

  it('gives components a new t for each change, reading their namespace unless a call names another', () => {
    const texts = shopTexts('en')
    const errorsText = texts.fixedT('errors')
    expect(errorsText('order.date_full', { keySeparator: false, date: 'Monday' })).toBe('No places left on Monday')
    expect(errorsText('cart.title', { ns: 'translation' })).toBe('Your cart')
  })

  it.each([
    ['en', [en, adminEn, staffEn, regularsEn, privacyEn, shopPagesEn]],
    ['es', [es, adminEs, staffEs, regularsEs, privacyEs, shopPagesEs]],
  ] as const)('reads every text of the shop in %s back by its path', (language, catalogues) => {
    const texts = createTranslator({ language, fallbackLanguage: 'en', formats: {} })
    for (const catalogue of catalogues) texts.addResourceBundle(language, 'translation', catalogue as Texts)
    const all = catalogues.flatMap((catalogue) => paths(catalogue))
    expect(all.length).toBeGreaterThan(500)
    // No values: each reads exactly as written, its placeholders left in place.
    const misread = all.filter(([path, text]) => texts.t(path) !== text).map(([path]) => path)
    expect(misread).toEqual([])
  })
})
