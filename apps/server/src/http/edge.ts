/**
 * The HTTP edge every route shares, installed once on the root instance:
 * the error catalogue's handlers, the CORS policy, the public origin and the
 * HTML pages' security headers (decorations every plugin can reach).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { installErrorHandlers } from '../errors.js';
import { registerCors } from './cors.js';
import { createPublicOrigin, type PublicOrigin } from './public-origin.js';
import { createPageHeaders, type PageKind } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin rendered into pages and snippets (PUBLIC_URL, else the listening address). */
    publicOrigin: PublicOrigin;
    /** Sets the CSP and the other security headers of an HTML page. */
    pageHeaders: (reply: FastifyReply, kind: PageKind) => FastifyReply;
  }
}

export interface EdgeOptions {
  /** PUBLIC_URL's origin, when configured. */
  publicUrl?: string | undefined;
  /** Origins a site page's form may end up at (Stripe's hosted checkout), for the pages' form-action. */
  formTargets?: readonly string[];
}

export function installHttpEdge(app: FastifyInstance, opts: EdgeOptions): void {
  installErrorHandlers(app);
  registerCors(app);
  const publicOrigin = createPublicOrigin(app, opts.publicUrl);
  app.decorate('publicOrigin', publicOrigin);
  app.decorate('pageHeaders', createPageHeaders(publicOrigin, opts.formTargets));
}
