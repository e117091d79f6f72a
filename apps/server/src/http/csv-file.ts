/**
 * Every owner CSV download (RFC 4180): every cell quoted and guarded against spreadsheet formulas (csvCell),
 * lines ended by CRLF, sent as an attachment named for the day that is never cached.
 */
import { csvCell } from '@beckon/owner-api';
import type { FastifyReply } from 'fastify';

/** The header and rows as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Sends `csv` as the download `{name}-{day}.csv`; `day` is today's UTC date unless the caller keeps another clock. */
export function sendCsvFile(
  reply: FastifyReply,
  name: string,
  csv: string,
  day = new Date().toISOString().slice(0, 10),
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}
