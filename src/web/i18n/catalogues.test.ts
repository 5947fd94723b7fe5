import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS } from '../../domain/error-texts'
import { admin as enAdmin } from './en/admin'
import { common as enCommon } from './en/common'
import { errors as enErrors } from './en/errors'
import { language as enLanguage } from './en/language'
import { payments as enPayments } from './en/payments'
import { privacy as enPrivacy } from './en/privacy'
import { regulars as enRegulars } from './en/regulars'
import { shopPages as enShopPages } from './en/shop-pages'
import { staff as enStaff } from './en/staff'
import { storefront as enStorefront } from './en/storefront'
import { admin as esAdmin } from './es/admin'
import { common as esCommon } from './es/common'
import { errors as esErrors } from './es/errors'
import { language as esLanguage } from './es/language'
import { payments as esPayments } from './es/payments'
import { privacy as esPrivacy } from './es/privacy'
import { regulars as esRegulars } from './es/regulars'
import { shopPages as esShopPages } from './es/shop-pages'
import { staff as esStaff } from './es/staff'
import { storefront as esStorefront } from './es/storefront'

const AREAS: [area: string, en: unknown, es: unknown][] = [
  ['common', enCommon, esCommon],
  ['language', enLanguage, esLanguage],
  ['storefront', enStorefront, esStorefront],
  ['admin', enAdmin, esAdmin],
  ['staff', enStaff, esStaff],
  ['payments', enPayments, esPayments],
  ['regulars', enRegulars, esRegulars],
  ['privacy', enPrivacy, esPrivacy],
  ['shop-pages', enShopPages, esShopPages],
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

/** A message as written in the source: its fixed parts, with a value between each two (one part: a plain text). */
type WrittenMessage = { file: string; parts: string[] }

/** zod checks whose message argument reaches a form: `.min(2, 'Text')`, `.refine(isValid, 'Text')`, … */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'refine', 'superRefine', 'regex', 'gte', 'lte', 'gt', 'lt', 'nonempty'])

/** A string or template literal's fixed parts (a template's text between its `${}`), or null for anything else. */
function partsOf(node: ts.Node | undefined): string[] | null {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
  return null
}

const nameOf = (node: ts.Node): string | undefined =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined

/**
 * Messages born in a file: the text of `new DomainError('code', text)`, of a `message:` or `error:` property, of a zod
 * check's message, of a call to a local helper whose parameter is named `message` (pricing's `refuse`), and what a
 * function named `…Message` returns (the sign-in throttle's wait text). Template literals count, their `${}` as values.
 */
function messagesIn(file: string, source: string): WrittenMessage[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const messageParameter = new Map<string, number>()
  const collectHelpers = (node: ts.Node): void => {
    const helper = ts.isFunctionDeclaration(node)
      ? { name: node.name?.text, parameters: node.parameters }
      : ts.isVariableDeclaration(node) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        ? { name: nameOf(node.name), parameters: node.initializer.parameters }
        : undefined
    const index = helper?.parameters.findIndex((parameter) => nameOf(parameter.name) === 'message') ?? -1
    if (helper?.name && index >= 0) messageParameter.set(helper.name, index)
    ts.forEachChild(node, collectHelpers)
  }
  collectHelpers(tree)

  const found: WrittenMessage[] = []
  const add = (node: ts.Node | undefined) => {
    const parts = partsOf(node)
    // Like a sentence: begins with a capital letter or with a value ('${date} is fully booked…'); codes and keys do not.
    if (parts && (/^\p{Lu}/u.test(parts[0] ?? '') || (parts[0] === '' && parts.length > 1))) found.push({ file, parts })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && nameOf(node.expression) === 'DomainError') add(node.arguments?.[1])
    if (ts.isPropertyAssignment(node) && ['message', 'error'].includes(nameOf(node.name) ?? '')) add(node.initializer)
    if (ts.isCallExpression(node)) {
      const callee = nameOf(node.expression)
      if (ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(callee ?? '')) node.arguments.slice(1).forEach(add)
      const index = ts.isIdentifier(node.expression) ? messageParameter.get(node.expression.text) : undefined
      if (index !== undefined) add(node.arguments[index])
    }
    if (ts.isReturnStatement(node)) {
      const owner = ts.findAncestor(node, ts.isFunctionDeclaration)
      if (owner?.name?.text.endsWith('Message')) add(node.expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** Every message written in a folder's code (tests and test helpers are not shipped). */
function messagesWrittenIn(folder: string): WrittenMessage[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${sep}test-support${sep}`))
    .flatMap((path) => messagesIn(relative(folder, path), readFileSync(path, 'utf8')))
}

const showAs = ({ file, parts }: WrittenMessage) => `${file}: ${parts.join('<value>')}`

/** Server messages no shop page shows (configuration, webhooks, cross-site refusals, unknown API routes, third-party errors). */
const NEVER_SHOWN = [
  'DATABASE_URL must start with postgres://',
  'BAKERY_TIMEZONE must be an IANA time zone such as America/Merida',
  'BAKERY_WHATSAPP_NUMBER must be a phone number',
  'BANK_CLABE must be 18 digits with a valid check digit',
  'PUBLIC_URL must start with http:// or https://',
  'TRUST_PROXY=true would trust any client: give the number of proxies (usually 1) or their addresses',
  'The webhook signature is missing or invalid',
  'The verify token does not match',
  'The request body is not valid JSON',
  'Requests from other websites are not allowed',
  'This feed only opens from the shop itself',
  'No such route: <value> <value>',
  // WhatsApp's own diagnostics, kept in English on a failed message for staff to report.
  'WhatsApp API not reached: <value>',
  'HTTP <value> without a message id',
]

describe('messages from the schemas and the server', () => {
  const root = join(import.meta.dirname, '../..')
  const written = [...messagesWrittenIn(join(root, 'domain')), ...messagesWrittenIn(join(root, 'server'))]

  it('are written as keys (text()), never as sentences, so pages translate them by key', () => {
    const sentences = written.map(showAs).filter((message) => !NEVER_SHOWN.some((never) => message.endsWith(`: ${never}`)))
    expect(sentences).toEqual([])
  })

  it('each have a text in English and in Spanish', () => {
    expect(Object.keys(esErrors).sort()).toEqual(Object.keys(ERROR_TEXTS).sort())
  })
})

describe('the message check itself', () => {
  const source = `
    const refuse = (choice: string, message: string) => errors.push({ choice, message })
    refuse('size', \`\${name} does not come in size \${size}\`)
    throw new DomainError('date_full', \`\${date} is fully booked. Please choose another day.\`, [{ path, message: 'This day is fully booked' }])
    z.string().max(max, \`Must be at most \${max} characters\`)
    export function waitMessage(minutes: number) { return \`Please wait \${minutes} minute\${minutes === 1 ? '' : 's'}\` }
    log({ error: 'invalid_request_error' })
    throw new DomainError('date_full', text('date_fully_booked', { date }), [{ path, message: text('day_full') }])
  `

  it('finds a sentence in each place a message is written, and no key', () => {
    expect(messagesIn('a.ts', source).map(showAs)).toEqual([
      'a.ts: <value> does not come in size <value>',
      'a.ts: <value> is fully booked. Please choose another day.',
      'a.ts: This day is fully booked',
      'a.ts: Must be at most <value> characters',
      'a.ts: Please wait <value> minute<value>',
    ])
  })
})
