/**
 * The site's static files: the built islands (packages/page-widgets/dist) and
 * the shipped images and animations (packages/page-widgets/assets), read into
 * memory and gzipped once at startup, so serving is a map lookup.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SiteAsset {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  etag: string;
}

const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.png': { type: 'image/png', compress: false },
  '.webp': { type: 'image/webp', compress: false },
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Every servable file under each directory, keyed by its path relative to that directory. */
export function loadSiteAssets(dirs: readonly string[]): Map<string, SiteAsset> {
  const assets = new Map<string, SiteAsset>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of listFiles(dir)) {
      const kind = TYPES[extname(file)];
      if (!kind) continue;
      const body = readFileSync(file);
      const gzip = kind.compress ? gzipSync(body, { level: 9 }) : null;
      const etag = `"${body.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`;
      assets.set(relative(dir, file).split(sep).join('/'), { body, gzip, type: kind.type, etag });
    }
  }
  return assets;
}

/** The island manifest written by page-widgets/build.mjs, or an empty one before the first build. */
export function readManifest(distDir: string): Record<string, string[]> {
  const file = join(distDir, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}
