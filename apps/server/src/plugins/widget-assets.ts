/**
 * GET /widget/* — the widget's built files (packages/widget/dist: loader.js,
 * renderer.js, chunks/*.js), through the one static-file path
 * (http/static-files.ts). CORS `*` comes from the CORS policy (http/cors.ts):
 * the renderer is imported cross-origin.
 */
import type { FastifyInstance } from 'fastify';
import { serveStaticFiles } from '../http/static-files.js';

/** loader.js and renderer.js keep their names across builds: five minutes, so a release reaches visitors soon. */
const WIDGET_CACHE_CONTROL = 'public, max-age=300';

export async function widgetAssetsPlugin(scope: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const files = serveStaticFiles(scope, {
    url: '/widget/*',
    dirs: [opts.distDir],
    stableCacheControl: WIDGET_CACHE_CONTROL,
    crossOrigin: true,
  });
  if (files.size === 0)
    scope.log.warn({ distDir: opts.distDir }, 'widget dist folder missing or empty: /widget/* answers 404');
}
