/**
 * What a visitor downloads for each island, measured on the built dist/
 * (`npm test` builds every workspace first): the island and every chunk it
 * imports statically, as dist/manifest.json lists them. The validator (zod,
 * about 90 KB gzip) belongs on the server and in the editor, never on a
 * visitor's page: it once rode into the nav menu through a shared module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
/** Every island fits in this (the form's proof of work runs in a worker file of its own). */
const ISLAND_BUDGET = 20 * 1024;
/** zod's class names survive minification as strings. */
const ZOD_MARK = '$ZodType';

const manifest: Record<string, string[]> = existsSync(`${DIST}manifest.json`)
  ? JSON.parse(readFileSync(`${DIST}manifest.json`, 'utf8'))
  : {};
const islands = Object.keys(manifest).filter((name) => !name.startsWith('chunks/'));
const filesOf = (island: string) => [`islands/${island}.js`, ...(manifest[island] ?? [])];
const gz = (file: string) => gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length;

describe('the islands a visitor downloads', () => {
  it('have been built', () => {
    expect(islands.length, 'run `npm run build` first').toBeGreaterThan(10);
  });

  it.each(islands)('%s does not download the validator', (island) => {
    const withZod = filesOf(island).filter((file) => readFileSync(`${DIST}${file}`, 'utf8').includes(ZOD_MARK));
    expect(withZod).toEqual([]);
  });

  it.each(islands)('%s stays within its budget (20 KB gzip)', (island) => {
    const total = filesOf(island).reduce((sum, file) => sum + gz(file), 0);
    expect(total).toBeLessThanOrEqual(ISLAND_BUDGET);
  });

  it('keeps the anti-spam worker file small (2 KB gzip)', () => {
    expect(gz('islands/captcha-worker.js')).toBeLessThanOrEqual(2 * 1024);
  });

  it('keeps the watcher of islands that fail to load small (1 KB gzip): every page with an island loads it', () => {
    expect(gz('islands/watch.js')).toBeLessThanOrEqual(1024);
  });
});
