/**
 * The site forms' public routes (§7 call 3): GET /site/api/forms/challenge
 * (an ALTCHA challenge) and POST /site/api/forms/send (multipart: page_id,
 * form_id, referrer, altcha and `form_fields[id]` values and files). The form's
 * stored definition decides what is accepted (form/check.ts); files are capped
 * per field and in total, typed by their magic bytes (file-type) and stored in
 * the database under random ids; the site's owners are mailed through the outbox.
 *
 * Answers carry the page builder's `success` and `data` (message, errors by
 * field id, redirect_url, popup) and, on failure, the error catalogue's
 * `{statusCode, code, error, message}` too, with a 4xx status.
 */
import { STATUS_CODES } from 'node:http';
import type { Db } from '@beckon/db';
import { checkSubmission, knownFieldIds, type ReceivedFile } from '@beckon/page-widgets/widgets/form/check.js';
import { type FormSettings, popupAnswer } from '@beckon/page-widgets/widgets/form/schema.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { errors as httpErrors } from '../../errors.js';
import { fileChunks, multipartParts } from '../../http/multipart-parts.js';
import type { Mailer } from '../../mail/outbox.js';
import { siteOf } from '../../sites/index.js';
import type { Captcha } from './form-captcha.js';
import { type FileToStore, findForm, insertSubmission, ownerEmails, type StoredForm } from './form-repository.js';
import { type RecaptchaVerifier, recaptchaFailure } from './recaptcha.js';

/** The largest file any upload field may allow (the schema's maxSizeMb cap). */
const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** All files of one submission together. */
const TOTAL_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const FIELD_NAME = /^form_fields\[([a-z][a-z0-9_]{0,31})\](\[\])?$/;
const PAGE_ID = /^\d{1,9}$/;
const NODE_ID = /^[a-z][a-z0-9-]{0,47}$/;

export interface FormRoutesOptions {
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  /** Set when the server has reCAPTCHA keys: forms with a captcha then take a v3 token instead of ALTCHA. */
  recaptcha?: RecaptchaVerifier | undefined;
  /** The public origin, for the owner links in the mail. */
  origin(): string;
}

interface Received {
  texts: Map<string, string[]>;
  files: Map<string, (ReceivedFile & { content: Buffer })[]>;
  meta: Map<string, string>;
  /** Fields whose file went over its cap (the bytes beyond it were discarded). */
  oversize: Set<string>;
  totalExceeded: string | null;
}

const badRequest = httpErrors.validation;

function sendFailure(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  errors: Record<string, string> = {},
): FastifyReply {
  return reply.code(statusCode).send({
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    success: false,
    data: { message, errors },
  });
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function formRoutes(scope: FastifyInstance, opts: FormRoutesOptions): Promise<void> {
  const { db, captcha } = opts;
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 64,
      fieldSize: 24_000,
      fields: 60,
      files: 12,
      parts: 80,
      headerPairs: 50,
      fileSize: FILE_MAX_BYTES + 1,
    },
  });

  scope.get('/site/api/forms/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  scope.post('/site/api/forms/send', async (request, reply) => {
    // The form belongs to the site the Host names: a page id of another site finds no form here.
    const { accountId } = siteOf(request);
    const got: Received = {
      texts: new Map(),
      files: new Map(),
      meta: new Map(),
      oversize: new Set(),
      totalExceeded: null,
    };
    let form: StoredForm | null = null;
    let total = 0;

    const loadForm = async () => {
      const pageId = got.meta.get('page_id');
      const formId = got.meta.get('form_id');
      if (form || pageId === undefined || formId === undefined) return;
      if (!PAGE_ID.test(pageId)) throw badRequest('body.page_id: must be a page number');
      if (!NODE_ID.test(formId)) throw badRequest('body.form_id: must be a form id');
      form = await findForm(db, accountId, Number(pageId), formId);
      if (!form) throw httpErrors.formNotFound(pageId, formId);
    };

    for await (const part of multipartParts(request)) {
      const match = FIELD_NAME.exec(part.fieldname);
      if (part.type === 'file') {
        const fieldId = match && !match[2] ? match[1] : undefined;
        if (!fieldId) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`body: unexpected file part ${JSON.stringify(part.fieldname.slice(0, 64))}`);
        }
        const def = (form as StoredForm | null)?.settings.fields.find((f) => f.id === fieldId);
        const cap = def?.type === 'upload' ? Math.round(def.maxSizeMb * 1024 * 1024) : FILE_MAX_BYTES;
        const chunks: Buffer[] = [];
        let size = 0;
        // Read to the end (the next part only comes after), keeping bytes only while within both caps.
        for await (const chunk of fileChunks(part)) {
          size += chunk.length;
          if (size <= cap && total + size <= TOTAL_UPLOAD_MAX_BYTES) chunks.push(chunk);
        }
        if (part.filename === '' && size === 0) continue; // an empty file input
        if (part.file.truncated || size > cap) got.oversize.add(fieldId);
        else if (total + size > TOTAL_UPLOAD_MAX_BYTES) got.totalExceeded ??= fieldId;
        total += size;
        const content = Buffer.concat(chunks);
        const detected = got.oversize.has(fieldId) ? undefined : await fileTypeFromBuffer(content);
        push(got.files, fieldId, {
          name: part.filename.slice(0, 200),
          size,
          detectedMime: detected?.mime,
          content,
        });
        continue;
      }
      if (typeof part.value !== 'string' || part.valueTruncated)
        throw badRequest(`body.${part.fieldname.slice(0, 64)}: is too long or not text`);
      if (match?.[1]) push(got.texts, match[1], part.value);
      else if (['page_id', 'form_id', 'referrer', 'altcha', 'g-recaptcha-response'].includes(part.fieldname)) {
        if (got.meta.has(part.fieldname)) throw badRequest(`body.${part.fieldname}: must be sent once`);
        got.meta.set(part.fieldname, part.value);
        await loadForm();
      } else throw badRequest(`body: unexpected field ${JSON.stringify(part.fieldname.slice(0, 64))}`);
    }

    for (const name of ['page_id', 'form_id']) if (!got.meta.has(name)) throw badRequest(`body.${name}: is required`);
    const stored = form as StoredForm | null;
    if (!stored) throw badRequest('body: page_id and form_id do not name a form');
    const s: FormSettings = stored.settings;
    const known = knownFieldIds(s);
    for (const id of [...got.texts.keys(), ...got.files.keys()])
      if (!known.has(id)) throw badRequest(`body.form_fields[${id}]: is not a field of this form`);

    if (got.totalExceeded !== null)
      return sendFailure(
        reply,
        413,
        'BK_ERR_FORM_UPLOAD_TOO_LARGE',
        'Los archivos adjuntos superan el tamaño total permitido (20 MB).',
        {
          [got.totalExceeded]: 'Los archivos adjuntos superan el tamaño total permitido (20 MB).',
        },
      );
    const { errors, values } = checkSubmission(s, got.texts, got.files, new Date());
    for (const id of got.oversize) {
      const def = s.fields.find((f) => f.id === id);
      if (def?.type === 'upload') errors[id] = def.maxSizeMessage;
    }
    if (Object.keys(errors).length > 0) {
      const tooLarge = [...got.oversize].some((id) => id in errors);
      return tooLarge
        ? sendFailure(reply, 413, 'BK_ERR_FORM_UPLOAD_TOO_LARGE', s.errorMessage, errors)
        : sendFailure(reply, 422, 'BK_ERR_FORM_INVALID', s.errorMessage, errors);
    }

    if (s.captcha === 'altcha' && opts.recaptcha) {
      const failure = recaptchaFailure(await opts.recaptcha.verify(got.meta.get('g-recaptcha-response') ?? ''));
      if (failure) {
        if (failure.statusCode === 503) reply.header('retry-after', '60');
        return sendFailure(reply, failure.statusCode, failure.code, failure.message);
      }
    } else if (s.captcha === 'altcha') {
      const payload = got.meta.get('altcha') ?? '';
      const verdict = payload === '' ? 'invalid' : await captcha.verify(payload, accountId);
      if (verdict === 'spent')
        return sendFailure(
          reply,
          409,
          'BK_ERR_CAPTCHA_SPENT',
          'Esta verificación ya se usó. Vuelva a enviar el formulario.',
        );
      if (verdict !== 'ok')
        return sendFailure(reply, 400, 'BK_ERR_CAPTCHA', 'Complete la verificación anti-spam antes de enviar.');
    }

    const toStore: FileToStore[] = [];
    for (const [fieldId, list] of got.files)
      for (const f of list) toStore.push({ fieldId, name: f.name, mime: f.detectedMime ?? '', content: f.content });
    const recipients = s.emailTo ? [s.emailTo] : await ownerEmails(db, accountId);
    const origin = opts.origin();
    const { mails } = await db.transaction(async (tx) => {
      const saved = await insertSubmission(tx, accountId, stored, values, toStore);
      const text = mailText(s, values, toStore, saved.fileIds, origin);
      const queued = [];
      for (const to of recipients)
        queued.push(await opts.mailer.queue(tx, { kind: 'site-form', accountId, to, subject: s.emailSubject, text }));
      return { mails: queued };
    });
    for (const mail of mails) opts.mailer.deliver(mail);
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      data: {
        message: s.successMessage,
        errors: {},
        ...(s.redirectUrl ? { redirect_url: s.redirectUrl } : {}),
        ...(s.popup ? { popup: popupAnswer(s.popup) } : {}),
      },
    };
  });
}

/** The owners' mail: each field's label and value, and a link per file (opened with the owner's session). */
function mailText(
  s: FormSettings,
  values: Record<string, string | string[]>,
  files: readonly FileToStore[],
  fileIds: readonly string[],
  origin: string,
): string {
  const lines = [`Nuevo envío del formulario «${s.formName}».`, ''];
  for (const f of s.fields) {
    if (f.type === 'step' || f.type === 'upload') continue;
    const v = values[f.id];
    lines.push(`${f.label}: ${v === undefined ? '—' : Array.isArray(v) ? v.join(', ') : v}`);
  }
  files.forEach((file, i) => {
    const label = s.fields.find((f) => f.id === file.fieldId)?.label ?? file.fieldId;
    lines.push(
      `${label}: ${file.name} (${Math.ceil(file.content.length / 1024)} KB) ${origin}/api/owner/form-files/${fileIds[i]}`,
    );
  });
  lines.push('', `Todos los envíos: ${origin}/admin/forms`);
  return lines.join('\n');
}
