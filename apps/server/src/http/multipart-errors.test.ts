import { describe, expect, it } from 'vitest';
import { errors } from '../errors.js';
import { contentEncodingRefusal, multipartError } from './multipart-errors.js';

/** An error shaped like @fastify/multipart's (made with @fastify/error: a code and a status). */
const coded = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

const answer = (err: unknown) => {
  const mapped = multipartError(err);
  return `${mapped.statusCode} ${mapped.code}`;
};

describe('multipartError', () => {
  it('answers busboy’s uncoded errors as a malformed body, a 400', () => {
    for (const message of ['Unexpected end of form', 'Multipart: Boundary not found', 'Malformed part header'])
      expect(answer(new Error(message))).toBe('400 BK_ERR_MULTIPART_MALFORMED');
    expect(answer(new TypeError('Boundary required'))).toBe('400 BK_ERR_MULTIPART_MALFORMED');
    expect(answer('not even an error')).toBe('400 BK_ERR_MULTIPART_MALFORMED');
  });

  it('answers @fastify/multipart’s limits with a 413 naming the limit', () => {
    expect(multipartError(coded('FST_PARTS_LIMIT', 413)).message).toBe('body: holds more parts than this route takes');
    expect(answer(coded('FST_FILES_LIMIT', 413))).toBe('413 BK_ERR_MULTIPART_LIMIT');
  });

  it('answers a part named after an object property as a validation error', () => {
    expect(answer(coded('FST_PROTO_VIOLATION', 400))).toBe('400 FST_ERR_VALIDATION');
  });

  it('keeps an error from the catalogue as it is', () => {
    const notMultipart = errors.notMultipart();
    expect(multipartError(notMultipart)).toBe(notMultipart);
  });
});

describe('contentEncodingRefusal', () => {
  it('accepts a body without a content coding or with identity', () => {
    expect(contentEncodingRefusal(undefined)).toBeNull();
    expect(contentEncodingRefusal('')).toBeNull();
    expect(contentEncodingRefusal(' Identity ')).toBeNull();
  });

  it('refuses every other coding with a 415 naming it', () => {
    for (const coding of ['gzip', 'br', 'deflate', 'x-unknown', 'gzip, identity'])
      expect(contentEncodingRefusal(coding)?.statusCode).toBe(415);
    expect(contentEncodingRefusal(['gzip', 'br'])?.message).toBe(
      'content-encoding: "gzip,br" is not accepted; send the body uncompressed',
    );
  });
});
