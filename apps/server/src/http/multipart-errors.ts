/**
 * The answers of every multipart route to a body it cannot read: the
 * parser's errors (busboy's plain errors, @fastify/multipart's coded ones)
 * become the catalogue's 4xx, so a malformed body from an anonymous visitor
 * is the client's mistake on each route alike, never a 500.
 */
import { errors, HttpError } from '../errors.js';

/** @fastify/multipart's limit errors by code (they carry 413 but no catalogue code). */
const LIMITS: Readonly<Record<string, Parameters<typeof errors.multipartLimit>[0]>> = {
  FST_PARTS_LIMIT: 'parts',
  FST_FILES_LIMIT: 'files',
  FST_FIELDS_LIMIT: 'fields',
  FST_REQ_FILE_TOO_LARGE: 'bytes in a file',
};

/**
 * The catalogue error for something the multipart parser threw. Only errors raised while parsing reach
 * here, so whatever carries no known code (busboy's "Unexpected end of form", "Boundary not found", a
 * closed request) is a body that is not complete multipart/form-data.
 */
export function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';
  const limit = LIMITS[code];
  if (limit) return errors.multipartLimit(limit);
  if (code === 'FST_PROTO_VIOLATION') return errors.multipartReservedName();
  return errors.multipartMalformed();
}

/**
 * The refusal of a body sent with a content coding: no multipart route decompresses, and reading
 * compressed bytes as multipart would only fail later with a vaguer message (RFC 9110 §15.5.16: 415).
 */
export function contentEncodingRefusal(header: string | string[] | undefined): HttpError | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim().toLowerCase();
  return value === '' || value === 'identity' ? null : errors.contentEncoding(value);
}
