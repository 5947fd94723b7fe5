import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeFacturapi, startFakeFacturapi } from '../test-support/fake-facturapi'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** What `npm start` does with the SDK: this module loaded by Node itself (not the test runner), then one CFDI issued. */
const ISSUE_AS_THE_SERVER_DOES = `
  const { createFacturapi } = await import('./src/server/invoicing/facturapi.ts')
  const facturapi = createFacturapi({ FACTURAPI_KEY: process.env.FACTURAPI_KEY, FACTURAPI_API_BASE: process.env.FACTURAPI_API_BASE })
  console.log(JSON.stringify(await facturapi.createInvoice({ customer: { legal_name: 'Ana' }, items: [] })))
`

describe('the Facturapi SDK as the server loads it', () => {
  let facturapi: FakeFacturapi
  beforeAll(async () => {
    facturapi = await startFakeFacturapi()
  })
  afterAll(() => facturapi?.close())

  it('issues a CFDI: a shop with FACTURAPI_KEY starts and invoices', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ISSUE_AS_THE_SERVER_DOES], {
      cwd: ROOT,
      env: { ...process.env, FACTURAPI_KEY: facturapi.secretKey, FACTURAPI_API_BASE: facturapi.url },
    })
    expect(JSON.parse(stdout)).toMatchObject({ id: expect.any(String), uuid: expect.any(String) })
    expect(facturapi.invoices).toHaveLength(1)
  })
})
