/**
 * GET /widget/* — the widget's built files (packages/widget/dist: loader.js,
 * renderer.js, chunks/*.js). Read into memory once at startup and gzipped
 * there, so serving is a map lookup; no static-file dependency. CORS `*` is
 * set by the CORS plugin (the renderer is imported cross-origin).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors.js';

interface Asset {
  body: Buffer;
  gzip: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function loadAssets(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const file of listFiles(distDir)) {
    const type = TYPES[extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    const gzip = gzipSync(body, { level: 9 });
    const etag = `"${body.length.toString(16)}-${gzip.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`;
    assets.set(relative(distDir, file).split(sep).join('/'), { body, gzip, type, etag });
  }
  return assets;
}

/** True unless the client refuses gzip (`gzip;q=0`) or does not mention it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export async function widgetAssetsPlugin(scope: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const assets = existsSync(opts.distDir) ? loadAssets(opts.distDir) : new Map<string, Asset>();
  if (assets.size === 0)
    scope.log.warn({ distDir: opts.distDir }, 'widget dist folder missing or empty: /widget/* answers 404');

  scope.get<{ Params: { '*': string } }>('/widget/*', async (request, reply) => {
    const path = request.params['*'];
    const asset = assets.get(path);
    if (!asset) throw errors.assetNotFound(path);
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-encoding')
      .header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(asset.gzip);
    }
    return reply.send(asset.body);
  });
}
