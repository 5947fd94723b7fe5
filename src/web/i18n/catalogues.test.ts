import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { admin as enAdmin } from './en/admin'
import { common as enCommon } from './en/common'
import { errors as enErrors } from './en/errors'
import { language as enLanguage } from './en/language'
import { payments as enPayments } from './en/payments'
import { privacy as enPrivacy } from './en/privacy'
import { staff as enStaff } from './en/staff'
import { storefront as enStorefront } from './en/storefront'
import { admin as esAdmin } from './es/admin'
import { common as esCommon } from './es/common'
import { errors as esErrors } from './es/errors'
import { language as esLanguage } from './es/language'
import { payments as esPayments } from './es/payments'
import { privacy as esPrivacy } from './es/privacy'
import { staff as esStaff } from './es/staff'
import { storefront as esStorefront } from './es/storefront'

const AREAS: [area: string, en: unknown, es: unknown][] = [
  ['common', enCommon, esCommon],
  ['language', enLanguage, esLanguage],
  ['storefront', enStorefront, esStorefront],
  ['admin', enAdmin, esAdmin],
  ['staff', enStaff, esStaff],
  ['payments', enPayments, esPayments],
  ['privacy', enPrivacy, esPrivacy],
  ['errors', enErrors, esErrors],
]

/** Every text of a catalogue by its dotted key path (array items by index). */
function textsByKey(node: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  if (typeof node === 'string') return texts.set(prefix, node)
  if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const entry of textsByKey(child, prefix ? `${prefix}.${key}` : key)) texts.set(...entry)
    }
    return texts
  }
  return texts.set(prefix, `<not a text: ${String(node)}>`)
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)].map((match) => match[1] ?? '').sort()
}

describe.each(AREAS)('the %s catalogue', (_area, en, es) => {
  const english = textsByKey(en)
  const spanish = textsByKey(es)

  it('has the same keys in English and Spanish', () => {
    const missingInSpanish = [...english.keys()].filter((key) => !spanish.has(key))
    const missingInEnglish = [...spanish.keys()].filter((key) => !english.has(key))
    expect({ missingInSpanish, missingInEnglish }).toEqual({ missingInSpanish: [], missingInEnglish: [] })
  })

  it('uses the same placeholders in both languages', () => {
    const differing = [...english].flatMap(([key, text]) => {
      const other = spanish.get(key)
      if (other === undefined) return []
      const [a, b] = [placeholders(text), placeholders(other)]
      return a.join() === b.join() ? [] : [`${key}: en {${a.join()}} es {${b.join()}}`]
    })
    expect(differing).toEqual([])
  })

  it('has no empty text in either language', () => {
    const empty = [...english, ...spanish].filter(([, text]) => text.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })
})

describe('the catalogue check itself', () => {
  it('finds keys by their dotted path, array items included', () => {
    expect([...textsByKey({ a: { b: 'x', c: ['y', 'z'] } }).keys()]).toEqual(['a.b', 'a.c.0', 'a.c.1'])
  })

  it('reads placeholders with or without spaces and formats', () => {
    expect(placeholders('{{ id }} on {{date, datetime}} for {{name}}')).toEqual(['date', 'id', 'name'])
  })
})

/** Messages written in the schemas and the server's DomainErrors: `.min(1, 'Text')`, `message: 'Text'`, `DomainError('code', 'Text'`. */
function messagesWrittenIn(folder: string): string[] {
  const found = new Set<string>()
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name)
      if (entry.isDirectory()) walk(child)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(child, 'utf8')
        const patterns = [
          /\.(?:min|max|refine|regex|length|superRefine)\([^;]*?,\s*'([A-Z][^']*)'\)/g,
          /(?:message|error):\s*'([A-Z][^']*)'/g,
          /DomainError\(\s*'[a-z_]+',\s*'([^']+)'/g,
        ]
        for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1])
      }
    }
  }
  walk(folder)
  return [...found]
}

/** Server messages no shop page shows (configuration, webhooks, cross-site refusals, third-party errors). */
const NEVER_SHOWN = [
  'DATABASE_URL must start with postgres://',
  'BAKERY_TIMEZONE must be an IANA time zone such as America/Merida',
  'The webhook signature is missing or invalid',
  'Requests from other websites are not allowed',
  'This feed only opens from the shop itself',
  'Invalid OAuth access token',
  'Unknown path components',
]

describe('messages from the schemas and the server', () => {
  it('are all in the errors catalogue, so Spanish visitors read them in Spanish', () => {
    const root = join(import.meta.dirname, '../..')
    const known = new Set([...Object.keys(enErrors), ...NEVER_SHOWN])
    const missing = [...messagesWrittenIn(join(root, 'domain')), ...messagesWrittenIn(join(root, 'server'))].filter((message) => !known.has(message))
    expect(missing).toEqual([])
  })
})
