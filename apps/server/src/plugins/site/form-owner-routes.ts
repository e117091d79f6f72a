/**
 * The owner's view of the site forms' submissions (registered inside the
 * owner API, behind its session and cross-site guards): a page of submissions,
 * all of them as CSV, and one uploaded file. Every query is scoped to the
 * session's account, so another account's file id finds nothing (404).
 */

import type { Db } from '@beckon/db';
import type { FormSubmissionsAnswer } from '@beckon/owner-api';
import { csvCell } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { sendCsvFile } from '../../http/csv-file.js';
import { findForm, listSubmissions, readFile, type Submission } from './form-repository.js';

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

/**
 * Submissions as CSV: one column per field id seen, headed by the field's label where its form still has
 * it, files as their names; every cell neutralised (csvCell).
 */
function submissionsCsv(submissions: FormSubmissionsAnswer['submissions']): string {
  const keys = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].sort();
  const heads = keys.map((key) => submissions.find((s) => s.labels[key] !== undefined)?.labels[key] ?? key);
  const lines = [['created_at', 'form_name', 'page_id', ...heads, 'files'].map(csvCell).join(',')];
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

/**
 * Each submission with its form's current field labels in the form's order (steps left out), so the
 * dashboard shows "Nombre y apellidos" rather than `nombre`; empty when the form was since removed.
 */
async function withLabels(
  db: Db,
  accountId: string,
  submissions: readonly Submission[],
): Promise<FormSubmissionsAnswer['submissions']> {
  const byForm = new Map<string, Record<string, string>>();
  for (const s of submissions) {
    const key = `${s.page_id}/${s.form_id}`;
    if (byForm.has(key)) continue;
    const form = await findForm(db, accountId, s.page_id, s.form_id);
    const fields = form?.settings.fields.filter((f) => f.type !== 'step') ?? [];
    byForm.set(key, Object.fromEntries(fields.map((f) => [f.id, f.label])));
  }
  return submissions.map((s) => ({ ...s, labels: byForm.get(`${s.page_id}/${s.form_id}`) ?? {} }));
}

export function registerFormSubmissionRoutes(scope: FastifyInstance, db: Db): void {
  scope.get<{ Querystring: z.infer<typeof listQuery> }>(
    '/api/owner/form-submissions',
    { schema: { querystring: listQuery } },
    async (request): Promise<FormSubmissionsAnswer> => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? DEFAULT_PAGE_SIZE);
      const { submissions, total } = await listSubmissions(
        db,
        sessionOf(request).accountId,
        (page - 1) * pageSize,
        pageSize,
      );
      const labelled = await withLabels(db, sessionOf(request).accountId, submissions);
      return { submissions: labelled, total, page, page_size: pageSize };
    },
  );

  scope.get('/api/owner/form-submissions.csv', async (request, reply) => {
    const accountId = sessionOf(request).accountId;
    const { submissions } = await listSubmissions(db, accountId, 0, CSV_MAX_ROWS);
    const labelled = await withLabels(db, accountId, submissions);
    return sendCsvFile(reply, 'beckon-form-submissions', submissionsCsv(labelled));
  });

  scope.get<{ Params: z.infer<typeof fileParams> }>(
    '/api/owner/form-files/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const file = await readFile(db, sessionOf(request).accountId, request.params.fileId);
      if (!file) throw errors.formFileNotFound(request.params.fileId);
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
