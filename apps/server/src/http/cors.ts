/**
 * The server's one CORS policy, by path:
 * - /api/display/* reflects any origin (no credentials: the widget sends no cookies);
 * - /widget/* and /stats/tracker.js allow `*` (host pages load them cross-origin);
 * - the statistics ingestion routes allow `*` to post (the tracker runs on the
 *   customer's site), with a preflight for the hit's timestamp header;
 * - everything else (the site, the demo page, the owner API, the reports API) gets none.
 *
 * One callback-style onRequest hook with the policies fixed at start-up: a
 * per-request options object (as @fastify/cors's `delegator` builds) shows
 * in a profile as a tenth of a display request's CPU, and an async hook
 * would delay every request by a tick. Preflights answer as @fastify/cors
 * does (reflected origin and `Vary: Origin`, 204 with the methods, headers
 * and max-age), except that a malformed one is a JSON 400 like every error.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errors, sendError, toErrorBody } from '../errors.js';
import {
  DISPLAY_API_PREFIX,
  INGEST_PATHS as INGEST,
  STATISTICS_API,
  TIMESTAMP_HEADER,
  TRACKER_PATH,
  WIDGET_PREFIX,
} from './public-paths.js';

interface CorsPolicy {
  /** null: reflect the request's Origin. */
  allowOrigin: string | null;
  methods: string;
  /** null: allow the headers the preflight asks for. */
  allowHeaders: string | null;
  maxAge: string;
}

const DISPLAY_API: CorsPolicy = { allowOrigin: null, methods: 'GET, POST', allowHeaders: null, maxAge: '86400' };
const PUBLIC_FILES: CorsPolicy = { allowOrigin: '*', methods: 'GET', allowHeaders: null, maxAge: '86400' };
const STATISTICS_INGEST: CorsPolicy = {
  allowOrigin: '*',
  methods: 'POST',
  allowHeaders: `content-type, ${TIMESTAMP_HEADER}`,
  maxAge: '86400',
};

/** The tracker's ingestion routes. */
const INGEST_PATHS: readonly string[] = Object.values(INGEST);

/** True when the URL's path is exactly `path` (a query string may follow). */
function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url.charCodeAt(path.length) === 63); /* ? */
}

/** The policy for a request URL, or null for none (pure: tested directly). */
function corsPolicyFor(url: string): CorsPolicy | null {
  if (url.startsWith(DISPLAY_API_PREFIX)) return DISPLAY_API;
  if (url.startsWith(WIDGET_PREFIX) || isPath(url, TRACKER_PATH)) return PUBLIC_FILES;
  if (url.startsWith(`${STATISTICS_API}/`)) {
    for (const path of INGEST_PATHS) if (isPath(url, path)) return STATISTICS_INGEST;
  }
  return null;
}

/** Adds `name` to the Vary header unless it is already there (or Vary is `*`). */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', name);
    return;
  }
  const text = String(current);
  if (text === '*') return;
  const lower = name.toLowerCase();
  for (const part of text.split(',')) if (part.trim().toLowerCase() === lower) return;
  reply.header('vary', `${text}, ${name}`);
}

function applyCors(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const policy = corsPolicyFor(request.url);
  if (policy === null) {
    done();
    return;
  }
  const origin = request.headers.origin;
  if (policy.allowOrigin === null) {
    // The answer depends on the request's Origin: caches must key on it.
    reply.header('vary', 'Origin');
    if (origin) reply.header('access-control-allow-origin', origin);
  } else {
    reply.header('access-control-allow-origin', policy.allowOrigin);
  }
  if (request.method !== 'OPTIONS') {
    done();
    return;
  }
  if (!origin || !request.headers['access-control-request-method']) {
    sendError(reply, toErrorBody(errors.invalidPreflight()));
    return;
  }
  reply.header('access-control-allow-methods', policy.methods);
  if (policy.allowHeaders !== null) reply.header('access-control-allow-headers', policy.allowHeaders);
  else {
    addVary(reply, 'Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) reply.header('access-control-allow-headers', requested);
  }
  // Safari needs an explicit zero length on a 204 or it waits for a body.
  reply.header('access-control-max-age', policy.maxAge).header('content-length', '0').code(204).send();
}

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', applyCors);
  // Lets preflights reach the hook (which answers them); any other OPTIONS is a 404.
  app.options('*', (_request, reply) => {
    reply.callNotFound();
  });
}
