/**
 * Reading a multipart body: the parts and a file part's bytes, with every
 * parser error turned into the catalogue's 4xx (multipart-errors.ts). The
 * route's own errors (a bad field, a database failure) pass through as they
 * are: a consumer's error ends its loop without entering these generators.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import { contentEncodingRefusal, multipartError } from './multipart-errors.js';

/** The body's parts in order; refuses a body that is not multipart or is compressed before reading it. */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const refusal = contentEncodingRefusal(request.headers['content-encoding']);
  if (refusal) throw refusal;
  if (!request.isMultipart()) throw errors.notMultipart();
  try {
    // busboy throws from request.parts() itself for a content type without a usable boundary.
    for await (const part of request.parts()) {
      // busboy hands over a part whose Content-Disposition has no name with no fieldname at all.
      if (typeof part.fieldname !== 'string') {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw errors.validation('body: a part has no name (Content-Disposition: form-data; name="…")');
      }
      yield part;
    }
  } catch (err) {
    throw multipartError(err); // keeps an error of the catalogue as it is
  }
}

/** A file part's chunks as they arrive; a body cut short inside the file is a 400, not a thrown stream error. */
export async function* fileChunks(part: MultipartFile): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch (err) {
    throw multipartError(err);
  }
}

/** A file part's whole content (busboy discards the bytes over the route's file size limit). */
export async function fileContent(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of fileChunks(part)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
