/**
 * The owner's view of the site forms' submissions (registered inside the
 * owner API, behind its session and cross-site guards): a page of submissions,
 * all of them as CSV, and one uploaded file. Every query is scoped to the
 * session's account, so another account's file id finds nothing (404).
 */

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { csvCell } from '../owner/csv-export.js';
import { type OwnerContext, sessionOf } from '../owner/owner-context.js';
import { listSubmissions, readFile, type Submission } from './form-store.js';

const DEFAULT_PAGE_SIZE = 25;
const CSV_MAX_ROWS = 10_000;

const listQuery = z
  .object({
    page: z
      .string()
      .max(6)
      .regex(/^[1-9]\d*$/, 'must be a page number from 1')
      .optional(),
    page_size: z
      .string()
      .max(3)
      .regex(/^([1-9]|[1-9]\d|100)$/, 'must be from 1 to 100')
      .optional(),
  })
  .strict();
const fileParams = z
  .object({
    fileId: z
      .string()
      .length(22)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a file id'),
  })
  .strict();

/** Submissions as CSV: one column per field id seen, files as their names; every cell neutralised (csvCell). */
function submissionsCsv(submissions: readonly Submission[]): string {
  const keys = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].sort();
  const lines = [['created_at', 'form_name', 'page_id', ...keys, 'files'].map(csvCell).join(',')];
  for (const s of submissions) {
    const cells = [s.created_at, s.form_name, String(s.page_id)];
    for (const key of keys) {
      const v = s.fields[key];
      cells.push(v === undefined ? '' : Array.isArray(v) ? v.join('; ') : v);
    }
    cells.push(s.files.map((f) => f.name).join('; '));
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function registerFormSubmissionRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: z.infer<typeof listQuery> }>(
    '/api/owner/form-submissions',
    { schema: { querystring: listQuery } },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? DEFAULT_PAGE_SIZE);
      const { submissions, total } = await listSubmissions(
        ctx.db,
        sessionOf(request).accountId,
        (page - 1) * pageSize,
        pageSize,
      );
      return { submissions, total, page, page_size: pageSize };
    },
  );

  scope.get('/api/owner/form-submissions.csv', async (request, reply) => {
    const { submissions } = await listSubmissions(ctx.db, sessionOf(request).accountId, 0, CSV_MAX_ROWS);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="beckon-form-submissions-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(submissionsCsv(submissions));
  });

  scope.get<{ Params: z.infer<typeof fileParams> }>(
    '/api/owner/form-files/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const file = await readFile(ctx.db, sessionOf(request).accountId, request.params.fileId);
      if (!file) throw new HttpError(404, 'BK_ERR_FILE_NOT_FOUND', `file ${request.params.fileId} not found`);
      // A download, never rendered in the dashboard's origin: attachment, nosniff and a sandbox.
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.type)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );
}
