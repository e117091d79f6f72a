/** What the shop's routes ask of a request, whichever page or form they serve. */
import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../../errors.js';

/** Browsers send text/html in Accept: they get pages; scripts and other clients get JSON. */
export const wantsHtml = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/**
 * People get the page again with the reason on it (the caller sends it); other clients get `refusal`,
 * the service's 4xx JSON error with the same message.
 */
export function refuseUnlessHtml(request: Pick<FastifyRequest, 'headers'>, refusal: HttpError): void {
  if (!wantsHtml(request)) throw refusal;
}

/** Over HTTPS (the public origin's scheme, or the request's own) cookies go Secure with the __Host- prefix. */
export function isHttps(request: FastifyRequest): boolean {
  return request.server.publicOrigin.https || request.protocol === 'https';
}
