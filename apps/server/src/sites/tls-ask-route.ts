/**
 * GET /api/sites/tls-ask?domain=…: the question a proxy that issues TLS
 * certificates on demand asks before it gets one (Caddy's on_demand_tls
 * `ask`): 200 for an address a site serves at (and PUBLIC_URL's own host),
 * 404 for anything else, so nobody can make the proxy ask a certificate
 * authority for names that are not ours. Answered from memory.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { errors } from '../errors.js';
import { hostNameOf } from './host-name.js';
import type { SiteRegistry } from './site-registry.js';

const query = z.strictObject({ domain: z.string().max(300, { error: 'must be a host name', abort: true }) });

export function registerTlsAsk(app: FastifyInstance, sites: SiteRegistry): void {
  app.get<{ Querystring: z.infer<typeof query> }>(
    '/api/sites/tls-ask',
    { schema: { querystring: query } },
    async (request, reply) => {
      const host = hostNameOf(request.query.domain);
      const main = sites.addressing.mainHost;
      const served = host !== null && (host === main || sites.resolve(host).kind === 'site');
      if (!served) throw errors.unknownHost();
      return reply.header('cache-control', 'no-store').send({ domain: host, serves: true });
    },
  );
}
