/**
 * The dashboard at /admin: one HTML shell for every /admin path (the React
 * router takes it from there) and the built bundles under /admin/assets/*,
 * through the one static-file path (http/static-files.ts). The shell gets the
 * admin page headers (http/security-headers.ts): scripts only from this
 * origin, never framed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveStaticFiles } from '../../http/static-files.js';

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Beckon dashboard</title>
<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%231f6feb'/%3E%3Ctext x='16' y='22.5' text-anchor='middle' font-family='system-ui,sans-serif' font-weight='700' font-size='19' fill='%23fff'%3EB%3C/text%3E%3C/svg%3E">
<link rel="stylesheet" href="/admin/assets/main.css">
<script type="module" src="/admin/assets/main.js"></script>
</head>
<body>
<div id="root"></div>
<noscript>The Beckon dashboard needs JavaScript.</noscript>
</body>
</html>
`;

export async function dashboardAssetsPlugin(scope: FastifyInstance, opts: { distDir: string }): Promise<void> {
  // main.js and main.css keep their names: revalidated on every load (ETag), so a new build shows at once.
  const files = serveStaticFiles(scope, {
    url: '/admin/assets/*',
    dirs: [opts.distDir],
    stableCacheControl: 'no-cache',
  });
  if (files.size === 0)
    scope.log.warn({ distDir: opts.distDir }, 'dashboard dist folder missing or empty: build apps/dashboard');

  const shell = async (_request: unknown, reply: FastifyReply) =>
    scope
      .pageHeaders(reply, 'admin')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SHELL);

  scope.get('/admin', shell);
  scope.get('/admin/*', shell);
}
