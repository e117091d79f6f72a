/**
 * CORS for the parts of the service that host pages call cross-origin:
 * /api/display/* reflects any origin (no credentials: the widget sends no
 * cookies), /widget/* allows `*`. Other paths (the demo page, the site, the
 * owner API) get no CORS; the statistics routes set their own (statistics/cors.ts).
 *
 * One callback-style onRequest hook with the two policies fixed at start-up.
 * It answers exactly as @fastify/cors did with a per-path `delegator`
 * (reflected origin and `Vary: Origin`, strict preflights: 400 "Invalid
 * Preflight Request" without Origin or Access-Control-Request-Method, else
 * 204 with the methods, the reflected request headers and max-age), but the
 * delegator normalised its options object on every request, a measurable
 * share of a display request (about 10 % of its CPU time in a profile).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

interface CorsPolicy {
  /** null: reflect the request's Origin. */
  allowOrigin: string | null;
  methods: string;
  maxAge: string;
}

const DISPLAY_API: CorsPolicy = { allowOrigin: null, methods: 'GET, POST', maxAge: '86400' };
const WIDGET_FILES: CorsPolicy = { allowOrigin: '*', methods: 'GET', maxAge: '86400' };

function policyFor(url: string): CorsPolicy | null {
  if (url.startsWith('/api/display/')) return DISPLAY_API;
  if (url.startsWith('/widget/')) return WIDGET_FILES;
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
  const policy = policyFor(request.url);
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
    reply.code(400).type('text/plain').send('Invalid Preflight Request');
    return;
  }
  reply.header('access-control-allow-methods', policy.methods);
  addVary(reply, 'Access-Control-Request-Headers');
  const requested = request.headers['access-control-request-headers'];
  if (requested !== undefined) reply.header('access-control-allow-headers', requested);
  // Safari needs an explicit zero length on a 204 or it waits for a body.
  reply.header('access-control-max-age', policy.maxAge).header('content-length', '0').code(204).send();
}

export async function registerCors(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', applyCors);
  // Lets preflights reach the hook (which answers them); any other OPTIONS is a 404.
  app.options('*', (_request, reply) => {
    reply.callNotFound();
  });
}
