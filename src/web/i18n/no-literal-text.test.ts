import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const WEB_ROOT = join(import.meta.dirname, '..')
/** Attributes a person reads or hears; their text must come from the catalogue. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label'])
/** Literal texts allowed in JSX: none needed so far (symbols without letters pass anyway). */
const ALLOWED = new Set<string>([])

/** `a ?? 'text'`, `a || 'text'`, `'text' + a`: a literal that can reach the screen (comparisons cannot). */
const FALLBACK_OPERATORS = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken])

type Finding = { file: string; line: number; text: string }

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

const hasLetters = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim())

/** The fixed text of a string or template literal (a template's parts between its `${}`), or null for anything else. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || null
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalText(node.right)
    if (FALLBACK_OPERATORS.has(operator)) return [literalText(node.left), literalText(node.right)].filter(Boolean).join(' ') || null
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression)
  return null
}

/** Text nodes with letters, `{'literal'}` children, and literal values of the TEXT_ATTRIBUTES, with their line. */
function literalTexts(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const report = (node: ts.Node, text: string) =>
    findings.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text)
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression)
      if (text && hasLetters(text)) report(node, text)
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      const text = literalText(value)
      if (text && hasLetters(text)) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}

describe('user-facing text in components', () => {
  it('comes from the catalogue, never a literal in JSX', () => {
    const findings = sourceFiles(WEB_ROOT).flatMap((path) => literalTexts(relative(process.cwd(), path), readFileSync(path, 'utf8')))
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([])
  })
})

describe('the literal text scan itself', () => {
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
    expect(literalTexts('a.tsx', source).map(({ line, text }) => `${line} ${text}`)).toEqual([
      '2 Hello',
      '3 Bonjour',
      '4 Hola',
      '5 A loaf',
      '6 Search',
      '8 Product #',
      '9 Closed',
    ])
  })
})
