/**
 * The owner's media library API (inside the owner API scope, behind its
 * session, CSRF token and cross-site guards): upload an image (multipart:
 * `file`, `alt`, `decorative`), list the account's images, change an image's
 * alt text, delete one. Only this scope parses multipart bodies; the rest of
 * the owner API stays JSON-only.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@beckon/db';
import { mediaUrl } from '@beckon/page-widgets/media-urls.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { fileContent, multipartParts } from '../../http/multipart-parts.js';
import { ACCEPTED_NAMES, detectImageType, processImage, UnreadableImageError } from './media-images.js';
import { deleteImage, findImage, insertImage, listImages, type MediaImageRow, updateAlt } from './media-repository.js';

/** The largest image one upload may carry. */
const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
const ALT_MAX = 300;
const NAME_MAX = 200;
const LIST_MAX = 500;

const badRequest = errors.validation;
const altRequired = () =>
  badRequest('body.alt: is required (describe the image), unless the image is marked decorative');
const notFound = errors.mediaNotFound;

const imageParams = z
  .object({
    imageId: z
      .string()
      .length(32)
      .regex(/^[0-9a-f]+$/, 'must be an image id'),
  })
  .strict();
const altBody = z.object({ alt: z.string().max(ALT_MAX), decorative: z.boolean() }).strict();

/** The answer for one image: its public URLs (the largest size as `url`) and what the owner wrote. */
function toAnswer(accountId: string, row: MediaImageRow) {
  const variants = row.variants.map((v) => ({ ...v, url: mediaUrl(accountId, row.image_id, v.width) }));
  const largest = variants.at(-1);
  return {
    id: row.image_id,
    name: row.original_name,
    alt: row.alt,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    created_at: row.created_at,
    url: largest?.url ?? '',
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
  };
}

/** The alt text to store: trimmed; required unless decorative, and dropped for decorative images (alt=""). */
function checkedAlt(alt: string, decorative: boolean): string {
  const trimmed = alt.trim();
  if (decorative) return '';
  if (trimmed === '') throw altRequired();
  return trimmed;
}

/** "true"/"on" (a checkbox) or "false"/absent. */
function parseFlag(value: string | undefined): boolean {
  if (value === undefined || value === 'false' || value === '') return false;
  if (value === 'true' || value === 'on') return true;
  throw badRequest('body.decorative: must be true or false');
}

interface Upload {
  fields: Map<string, string>;
  file: { name: string; content: Buffer; truncated: boolean } | null;
}

/** The upload's parts (a body the parser cannot read is answered by multipartParts with a 4xx). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields = new Map<string, string>();
  let file: Upload['file'] = null;
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`body: unexpected file part ${JSON.stringify(part.fieldname.slice(0, 32))}`);
      }
      // Read to the end so the answer can be sent; bytes beyond the cap are discarded by busboy.
      const content = await fileContent(part);
      file = { name: part.filename.slice(0, NAME_MAX), content, truncated: part.file.truncated };
      continue;
    }
    if (!['alt', 'decorative'].includes(part.fieldname))
      throw badRequest(`body: unexpected field ${JSON.stringify(part.fieldname.slice(0, 32))}`);
    if (typeof part.value !== 'string' || part.valueTruncated)
      throw badRequest(`body.${part.fieldname}: is too long or not text`);
    if (fields.has(part.fieldname)) throw badRequest(`body.${part.fieldname}: must be sent once`);
    fields.set(part.fieldname, part.value);
  }
  return { fields, file };
}

export async function mediaOwnerRoutes(scope: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 32,
      fieldSize: 4_000,
      fields: 4,
      files: 1,
      parts: 6,
      headerPairs: 20,
      fileSize: MEDIA_MAX_BYTES,
    },
  });

  scope.post('/api/owner/media', async (request, reply) => {
    const { fields, file } = await readUpload(request);
    if (!file || file.content.length === 0) throw badRequest('body.file: is required (an image file)');
    if (file.truncated) throw errors.mediaTooLarge(MEDIA_MAX_BYTES / 1024 / 1024);
    const alt = fields.get('alt') ?? '';
    if (alt.length > ALT_MAX) throw badRequest(`body.alt: must be at most ${ALT_MAX} characters`);
    const decorative = parseFlag(fields.get('decorative'));
    const checked = checkedAlt(alt, decorative);
    const mime = await detectImageType(file.content);
    if (!mime) throw errors.mediaType(ACCEPTED_NAMES);
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(file.content);
    } catch (err) {
      if (!(err instanceof UnreadableImageError)) throw err;
      request.log.info({ err: err.message }, 'media upload could not be decoded');
      throw badRequest('body.file: could not be read as an image (damaged, or more than 50 megapixels)');
    }
    const accountId = sessionOf(request).accountId;
    const { row, created } = await insertImage(db, accountId, {
      imageId: createHash('sha256').update(file.content).digest('hex').slice(0, 32),
      name: file.name,
      mime,
      sizeBytes: file.content.length,
      width: processed.width,
      height: processed.height,
      alt: checked,
      decorative,
      variants: processed.variants,
    });
    return reply.code(created ? 201 : 200).send({ image: toAnswer(accountId, row), created });
  });

  scope.get('/api/owner/media', async (request) => {
    const accountId = sessionOf(request).accountId;
    const rows = await listImages(db, accountId, LIST_MAX);
    return { images: rows.map((row) => toAnswer(accountId, row)) };
  });

  scope.put<{ Params: z.infer<typeof imageParams>; Body: z.infer<typeof altBody> }>(
    '/api/owner/media/:imageId',
    { schema: { params: imageParams, body: altBody } },
    async (request) => {
      const accountId = sessionOf(request).accountId;
      const { imageId } = request.params;
      const { decorative } = request.body;
      if (!(await updateAlt(db, accountId, imageId, checkedAlt(request.body.alt, decorative), decorative)))
        throw notFound(imageId);
      const row = await findImage(db, accountId, imageId);
      if (!row) throw notFound(imageId);
      return { image: toAnswer(accountId, row) };
    },
  );

  scope.delete<{ Params: z.infer<typeof imageParams> }>(
    '/api/owner/media/:imageId',
    { schema: { params: imageParams } },
    async (request, reply) => {
      if (!(await deleteImage(db, sessionOf(request).accountId, request.params.imageId)))
        throw notFound(request.params.imageId);
      return reply.code(204).send();
    },
  );
}
