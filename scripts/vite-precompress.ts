import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024

/**
 * Writes a .br and a .gz copy beside every text file of the build; @fastify/static (preCompressed)
 * then answers browsers that accept them with the compressed file, so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name)
        // Dot folders (.vite) hold notes for the server, never sent to a browser.
        if (!entry.isFile() || !COMPRESSIBLE.test(file) || path.relative(outDir, file).startsWith('.')) continue
        const raw = fs.readFileSync(file)
        if (raw.length < MIN_BYTES) continue
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }))
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }))
      }
    },
  }
}
