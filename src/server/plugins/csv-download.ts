import type { FastifyReply } from 'fastify'

/**
 * A CSV answered as a download. It starts with a byte-order mark: without one, Excel on Windows reads a UTF-8 file in
 * the local code page, and 'presentación' or 'Mérida' comes out garbled.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(`\uFEFF${csv}`)
}
