/**
 * The site's static files at /site/assets/*: the built islands and their
 * chunks (packages/page-widgets/dist) and the shipped images and animations
 * (packages/page-widgets/assets), through the one static-file path
 * (http/static-files.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type StaticFile, serveStaticFiles } from '../../http/static-files.js';
import { ASSET_BASE } from './site-config.js';

/** Registers the route; returns the files by path (e.g. `islands/theme.js`). */
export function serveSiteAssets(scope: FastifyInstance, dirs: readonly string[]): Map<string, StaticFile> {
  // Islands and images keep their names across builds: five minutes; chunks carry a content hash.
  return serveStaticFiles(scope, { url: `${ASSET_BASE}/*`, dirs, stableCacheControl: 'public, max-age=300' });
}

/** The island manifest written by page-widgets/build.mjs, or an empty one before the first build. */
export function readManifest(distDir: string): Record<string, string[]> {
  const file = join(distDir, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}
