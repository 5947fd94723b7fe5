import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { SESSION_COOKIE } from '../auth/session-cookie'

type Operation = { summary?: string; security?: unknown[]; requestBody?: unknown; parameters?: { name: string; in: string }[] }
type Document = { info: { title: string; version: string }; paths?: Record<string, Record<string, Operation>> }

/** The session cookie staff get from POST /api/auth/login: every route not marked public needs it. */
const SESSION = { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } as const

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document made from the zod schemas that already validate each route, so it
 * cannot drift from what the server accepts; GET /api/docs: the same, as a page to read. Register before the routes.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Masa Madre Mérida shop API',
        version: '1.0.0',
        description:
          'Pre-orders for an artisan sourdough bakery. Errors: {code, message, key, values, errors: [{path, message, key, values}]}: code is the class of the refusal, key and values the text pages translate (see CONTRACT and the README).',
      },
      components: { securitySchemes: SESSION },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input)
      // Only the API is documented; staff routes say they need the session.
      const isPublic = input.route.config?.public === true
      const hide = input.schema?.hide === true || !url.startsWith('/api/')
      return { schema: { ...schema, hide, ...(isPublic ? {} : { security: [{ session: [] }] }) }, url }
    },
  })

  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger())
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(app.swagger() as unknown as Document)),
  )
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A plain page: one line per operation (method, path, who may call it, its parameters), and the JSON for tools. */
function docsPage(document: Document): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []).map((parameter) => `${parameter.name} (${parameter.in})`)
      if (operation.requestBody) parameters.push('JSON body')
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${
        operation.security ? 'staff session' : 'public'
      }</td><td>${escapeHtml(parameters.join(', '))}</td></tr>`
    }),
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title></head>
<body><main><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1, with every request and answer schema).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>Parameters</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></main></body></html>`
}
