import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const WEB_ROOT = join(import.meta.dirname, '..')
/** Attributes a person reads or hears; their text must come from the catalogue. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
])
/** Props and object properties that carry a text to read: a toast's `title`, a component's `emptyText` or `decreaseLabel`. */
const TEXT_NAME =
  /^(?:title|description|label|text|heading|message|caption|hint|tooltip|placeholder|alt)$|[a-z](?:Label|Title|Text|Description|Heading|Message|Caption|Hint|Placeholder)$/
/** Literal texts allowed: none needed so far (symbols without letters pass anyway). */
const ALLOWED = new Set<string>([])

/** `a ?? 'text'`, `a || 'text'`, `'text' + a`: a literal that can reach the screen (comparisons cannot). */
const FALLBACK_OPERATORS = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken])

type Finding = { file: string; line: number; text: string }

/** Components (.tsx) and the hooks beside them (.ts) that raise toasts; not tests, not the catalogues themselves. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return path === join(WEB_ROOT, 'i18n') ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const hasLetters = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim())
/** A catalogue key ('admin.orders.title'), a code or an id ('pending', 'order-total') rather than a text to read. */
const isKeyOrCode = (text: string) => /^[\w-]+(?:\.[\w-]+)+$/.test(text) || /^[a-z][\w-]*$/.test(text)
/** Outside JSX a literal counts as text when it reads like one: a capital letter or two words, not a key or a code. */
const looksLikeText = (text: string) => hasLetters(text) && !isKeyOrCode(text.trim()) && (/^\p{Lu}/u.test(text.trim()) || /\p{L}\s+\p{L}/u.test(text))

/** The same-file constants holding a text or a table of texts: `const EMPTY = 'No orders'`, `const LABELS = { a: 'A' }`. */
function textConstants(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>()
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = skipAssertions(node.initializer)
      const text = ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value) ? tableText(value) : literalText(value)
      if (text && looksLikeText(text)) constants.set(node.name.text, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return constants
}

function skipAssertions(node: ts.Expression): ts.Expression {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return skipAssertions(node.expression)
  return node
}

/** The texts of an object's or array's literal values ('Pending Confirmed'), or null when it holds none. */
function tableText(node: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression): string | null {
  const values = ts.isObjectLiteralExpression(node)
    ? node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? [property.initializer] : []))
    : [...node.elements]
  const texts = values.map((value) => literalText(skipAssertions(value))).filter((text): text is string => text !== null && looksLikeText(text))
  return texts.length > 0 ? texts.join(' ') : null
}

/** The fixed text of a string or template literal (a template's parts between its `${}`), or null for anything else. */
function literalText(node: ts.Node | undefined, constants?: Map<string, string>): string | null {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  if (ts.isConditionalExpression(node))
    return [literalText(node.whenTrue, constants), literalText(node.whenFalse, constants)].filter(Boolean).join(' ') || null
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalText(node.right, constants)
    if (FALLBACK_OPERATORS.has(operator))
      return [literalText(node.left, constants), literalText(node.right, constants)].filter(Boolean).join(' ') || null
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression, constants)
  if (!constants) return null
  // A constant shown by name (`{EMPTY}`) or looked up in a table of texts (`{LABELS[status]}`, `{LABELS.pending}`).
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null
  if ((ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) && ts.isIdentifier(node.expression))
    return constants.get(node.expression.text) ?? null
  return null
}

/**
 * Texts that reach the screen without the catalogue: JSX text with letters, literal or constant children, literal
 * values of the TEXT_ATTRIBUTES and of text-like props, and text-like properties of object literals (toasts).
 */
function literalTexts(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const constants = textConstants(file)
  const findings: Finding[] = []
  const report = (node: ts.Node, text: string) =>
    findings.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text)
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression, constants)
      if (text && hasLetters(text)) report(node, text)
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file)
      const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      const text = TEXT_ATTRIBUTES.has(name) || TEXT_NAME.test(name) ? literalText(value, constants) : null
      if (text && (TEXT_ATTRIBUTES.has(name) ? hasLetters(text) : looksLikeText(text))) report(node, text)
    }
    if (ts.isPropertyAssignment(node) && TEXT_NAME.test(node.name.getText(file)) && ts.isObjectLiteralExpression(node.parent)) {
      const text = literalText(node.initializer, constants)
      if (text && looksLikeText(text)) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}

describe('user-facing text in components', () => {
  it('comes from the catalogue, never a literal in JSX, a text prop or a toast', () => {
    const findings = sourceFiles(WEB_ROOT).flatMap((path) => literalTexts(relative(process.cwd(), path), readFileSync(path, 'utf8')))
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([])
  })

  it('is searched for in components and hooks, not in tests or catalogues', () => {
    const files = sourceFiles(WEB_ROOT).map((path) => relative(WEB_ROOT, path))
    expect(files).toEqual(expect.arrayContaining([join('features', 'checkout', 'checkout-page.tsx'), join('lib', 'error-text.ts')]))
    expect(files.filter((path) => path.startsWith(`i18n${sep}`) || /\.test\.tsx?$/.test(path))).toEqual([])
  })
})

describe('the literal text scan itself', () => {
  const scan = (source: string, fileName = 'a.tsx') => literalTexts(fileName, source).map(({ line, text }) => `${line} ${text}`)

  it('finds text nodes, literal children and text attributes', () => {
    const source = `export const A = () => (
      <div title="Hello">
        Bonjour
        {'Hola'}
        <img alt={'A loaf'} src="/x.png" />
        <input placeholder={t('key')} aria-label="Search" />
        {t('fine')} · 2 × {count}
        {name ?? \`Product #\${id}\`}
        <b title={open ? t('a') : 'Closed'}>{\`\${t('x')}: \${y}\`}</b>
      </div>
    )`
    expect(scan(source)).toEqual(['2 Hello', '3 Bonjour', '4 Hola', '5 A loaf', '6 Search', '8 Product #', '9 Closed'])
  })

  it('finds toasts, text props, conditional labels, constants and templates with words', () => {
    const source = `const EMPTY = 'No orders yet'
      const LABELS = { pending: 'Pending', done: 'Done' } as const
      const KEY = 'admin.orders.title'
      export function B({ id, open, status }) {
        toast({ title: 'Saved', description: t('admin.saved'), variant: 'destructive' })
        return (
          <Panel emptyText="Nothing here" decreaseLabel={t('a')} className="grid gap-2" variant="secondary">
            {EMPTY}
            {LABELS[status]}
            {open ? 'Open' : 'Shut'}
            <Stepper valueLabel={open ? 'Loaves' : t('b')} heading={\`Category \${id}\`} />
            {t(KEY)}
          </Panel>
        )
      }`
    expect(scan(source)).toEqual(['5 Saved', '7 Nothing here', '8 No orders yet', '9 Pending Done', '10 Open Shut', '11 Loaves', '11 Category'])
  })

  it('leaves class names, ids, URLs, keys, codes and non-text props alone', () => {
    const source = `const STATUSES = ['pending', 'paid']
      const PATH = '/admin/orders'
      export function C({ t }) {
        toast({ title: t('saved.title'), variant: 'destructive', id: 'order-total' })
        const columns = [{ key: 'name', label: t('admin.name') }, { key: 'total', text: 'order.total' }]
        return (
          <a href={PATH} className="text-sm underline" id="total" data-testid="Total" aria-labelledby="heading-id" name="size" type="text">
            {STATUSES[0] === 'pending' ? t('p') : null}
            <img src="/images/loaf.svg" alt="" />
          </a>
        )
      }`
    expect(scan(source)).toEqual([])
  })

  it('reads toasts in hooks (.ts files) too', () => {
    expect(scan(`export const useX = () => () => toast({ title: 'Error', description: \`Failed to save \${id}\` })`, 'use-x.ts')).toEqual([
      '1 Error',
      '1 Failed to save',
    ])
  })
})
