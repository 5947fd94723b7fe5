import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'

const run = promisify(execFile)
/** A throwaway feature folder: what biome.json says about a file in src/web/features is what it says here. */
const PROBE = path.resolve('src/web/features/zz-boundary-probe')

async function lint(source: string): Promise<{ failed: boolean; output: string }> {
  await mkdir(PROBE, { recursive: true })
  const file = path.join(PROBE, 'probe.ts')
  await writeFile(file, source)
  try {
    const { stdout, stderr } = await run('npx', ['biome', 'lint', file], { cwd: path.resolve('.') })
    return { failed: false, output: stdout + stderr }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { failed: true, output: stdout + stderr }
  }
}

afterAll(() => rm(PROBE, { recursive: true, force: true }))

it('fails the lint when a feature imports another feature, by a relative or a longer path', async () => {
  for (const source of ["export { CartPage } from '../cart/cart-page'\n", "export { CartPage } from '../../features/cart/cart-page'\n"]) {
    const result = await lint(source)
    expect(result.failed, source).toBe(true)
    expect(result.output).toContain('A feature never imports another feature')
  }
}, 60_000)

it('lets a feature import the shared lib, components and domain', async () => {
  const result = await lint(
    "export { cn } from '../../lib/cn'\nexport { Button } from '../../components/ui/button'\nexport { toCents } from '../../../domain/money'\n",
  )
  expect(result.output).not.toContain('A feature never imports another feature')
  expect(result.failed).toBe(false)
}, 60_000)

it('fails the lint when a feature wraps Radix itself instead of using a primitive of src/web/components/ui', async () => {
  for (const source of ["export { Tooltip } from 'radix-ui'\n", "export { Slot } from '@radix-ui/react-slot'\n"]) {
    const result = await lint(source)
    expect(result.failed, source).toBe(true)
    expect(result.output).toContain("Features build on the shop's primitives")
  }
}, 60_000)
