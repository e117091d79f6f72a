/**
 * The dashboard at /admin: one HTML shell for every /admin path (the React
 * router takes it from there) and the built bundles under /admin/assets/*,
 * read and gzipped once at startup like the widget's files. The shell gets a
 * strict CSP: scripts only from this origin, no framing.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import { acceptsGzip, loadAssets } from '../widget-assets.js';

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Beckon dashboard</title>
<link rel="stylesheet" href="/admin/assets/main.css">
<script type="module" src="/admin/assets/main.js"></script>
</head>
<body>
<div id="root"></div>
<noscript>The Beckon dashboard needs JavaScript.</noscript>
</body>
</html>
`;

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The live preview sets inline styles on the renderer's elements.
  "style-src 'self' 'unsafe-inline'",
  // Owners' pop-up images come from their own sites.
  "img-src 'self' https: http: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function dashboardAssetsPlugin(scope: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const assets = existsSync(opts.distDir) ? loadAssets(opts.distDir) : new Map();
  if (assets.size === 0)
    scope.log.warn({ distDir: opts.distDir }, 'dashboard dist folder missing or empty: build apps/dashboard');

  const shell = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY')
      .send(SHELL);

  scope.get('/admin', shell);
  scope.get('/admin/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!path.startsWith('assets/')) return shell(request, reply);
    const asset = assets.get(path.slice('assets/'.length));
    if (!asset) throw errors.assetNotFound(path);
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', asset.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (acceptsGzip(request.headers['accept-encoding']))
      return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.body);
  });
}
