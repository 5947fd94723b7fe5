import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))

describe('the Node version the shop declares', () => {
  it('is accepted by every package the lockfile installs, so npm ci prints no EBADENGINE', () => {
    const declared = read('package.json').engines.node as string
    const oldest = semver.minVersion(declared)?.version ?? ''
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string }; dev?: boolean; optional?: boolean }>
    const refusing = Object.entries(packages)
      .filter(([path, entry]) => path !== '' && entry.engines?.node && !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs ${entry.engines?.node}`)
    expect(refusing).toEqual([])
  })
})
