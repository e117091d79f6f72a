/**
 * The owner's CSV downloads (RFC 4180): every cell quoted and guarded against spreadsheet formulas (csvCell),
 * lines ended by CRLF, sent as an attachment named for the day that is never cached.
 */
import { csvCell } from '@beckon/owner-api';
import type { FastifyReply } from 'fastify';

/** The header and rows as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Sends `csv` as the download `{name}-{YYYY-MM-DD}.csv`. */
export function sendCsvFile(reply: FastifyReply, name: string, csv: string, now = new Date()): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}
