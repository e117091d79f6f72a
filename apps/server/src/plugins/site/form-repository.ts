/**
 * The site forms' queries: the form's stored definition (from its page's
 * document, validated by the widget registry), submissions with their files
 * (files as bytea rows: outside any served folder, one copy for every process),
 * the owner's lists and the recipients of the notification mail.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '@beckon/db';
import type { FormSubmission, FormSubmissionFile } from '@beckon/owner-api';
import { parseDocument, type ResolvedNode, widgets } from '@beckon/page-widgets';
import type { FormSettings } from '@beckon/page-widgets/widgets/form/schema.js';

export interface StoredForm {
  pageId: number;
  formId: string;
  settings: FormSettings;
}

function findNode(nodes: readonly ResolvedNode[], id: string): ResolvedNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return null;
}

/** The published form `formId` on page `pageId`, with its settings completed by the schema; null if none. */
export async function findForm(
  db: Queryable,
  accountId: string,
  pageId: number,
  formId: string,
): Promise<StoredForm | null> {
  const { rows } = await db.query<{ document: unknown }>(
    'SELECT document FROM site_pages WHERE account_id = $1 AND page_id = $2 AND published',
    [accountId, pageId],
  );
  const raw = rows[0]?.document;
  if (raw === undefined) return null;
  const doc = parseDocument(typeof raw === 'string' ? JSON.parse(raw) : raw, widgets);
  const node = findNode(doc.content, formId);
  if (node?.type !== 'form') return null;
  return { pageId, formId, settings: node.settings as FormSettings };
}

export interface FileToStore {
  fieldId: string;
  name: string;
  mime: string;
  content: Buffer;
}

/** Inserts the submission and its files in `tx`; returns the submission id and each file's random id. */
export async function insertSubmission(
  tx: Queryable,
  accountId: string,
  form: StoredForm,
  values: Record<string, string | string[]>,
  files: readonly FileToStore[],
): Promise<{ submissionId: string; fileIds: string[] }> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields)
     VALUES ($1, $2, $3, $4, $5) RETURNING submission_id::text AS id`,
    [accountId, form.pageId, form.formId, form.settings.formName, JSON.stringify(values)],
  );
  const submissionId = rows[0]?.id ?? '';
  const fileIds: string[] = [];
  for (const f of files) {
    const fileId = randomBytes(16).toString('base64url');
    fileIds.push(fileId);
    await tx.query(
      `INSERT INTO site_form_files (account_id, file_id, submission_id, field_id, original_name, mime_type, size_bytes, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [accountId, fileId, submissionId, f.fieldId, f.name, f.mime, f.content.length, f.content],
    );
  }
  return { submissionId, fileIds };
}

type SubmissionFile = FormSubmissionFile;
export type Submission = FormSubmission;

interface SubmissionRow {
  id: string;
  created_at: Date | string;
  page_id: number;
  form_id: string;
  form_name: string;
  fields: unknown;
}

/** A page of the account's submissions, newest first, with their files' descriptions (not their bytes). */
export async function listSubmissions(
  db: Db,
  accountId: string,
  offset: number,
  limit: number,
): Promise<{ submissions: Submission[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<SubmissionRow>(
      `SELECT submission_id::text AS id, created_at, page_id, form_id, form_name, fields FROM site_form_submissions
       WHERE account_id = $1 ORDER BY created_at DESC, submission_id DESC OFFSET $2 LIMIT $3`,
      [accountId, offset, limit],
    ),
    db.query<{ n: number | string }>('SELECT count(*) AS n FROM site_form_submissions WHERE account_id = $1', [
      accountId,
    ]),
  ]);
  const ids = rows.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : (
          await db.query<SubmissionFile & { submission_id: string }>(
            `SELECT submission_id::text AS submission_id, file_id, field_id, original_name AS name, mime_type AS type,
               size_bytes AS size FROM site_form_files WHERE account_id = $1 AND submission_id = ANY($2::bigint[])
             ORDER BY file_id`,
            [accountId, ids],
          )
        ).rows;
  const submissions = rows.map(
    (r): Submission => ({
      id: r.id,
      created_at: new Date(r.created_at).toISOString(),
      page_id: Number(r.page_id),
      form_id: r.form_id,
      form_name: r.form_name,
      fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, string | string[]>,
      files: files
        .filter((f) => f.submission_id === r.id)
        .map((f) => ({ file_id: f.file_id, field_id: f.field_id, name: f.name, type: f.type, size: Number(f.size) })),
    }),
  );
  return { submissions, total: Number(count.rows[0]?.n ?? 0) };
}

/** One stored file of the account, or null (another account's id finds nothing). */
export async function readFile(
  db: Queryable,
  accountId: string,
  fileId: string,
): Promise<{ name: string; type: string; content: Buffer } | null> {
  const { rows } = await db.query<{ name: string; type: string; content: Uint8Array }>(
    `SELECT original_name AS name, mime_type AS type, content FROM site_form_files WHERE account_id = $1 AND file_id = $2`,
    [accountId, fileId],
  );
  const row = rows[0];
  return row ? { name: row.name, type: row.type, content: Buffer.from(row.content) } : null;
}

/** The addresses of the account's owners: where a submission's mail goes unless the form names one. */
export async function ownerEmails(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM owners WHERE account_id = $1 ORDER BY email', [
    accountId,
  ]);
  return rows.map((r) => r.email);
}
