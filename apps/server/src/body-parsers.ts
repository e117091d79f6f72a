/**
 * Which request bodies the service understands (spec §7): JSON, and
 * `text/plain` carrying JSON (sendBeacon and simple fetches send text/plain to
 * avoid a CORS preflight). Form bodies are accepted only where the spec sends
 * them (the conversion route), so every other route answers 415 to a form.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

export function parseTextPlainAsJson(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Same parser as application/json: proto-poisoning keys are rejected with a 400.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}

/**
 * Makes `scope` (an encapsulated plugin) accept only
 * application/x-www-form-urlencoded. Repeated keys become arrays, which the
 * strict schemas then reject.
 */
export async function acceptOnlyFormBodies(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  await scope.register(formbody);
}
