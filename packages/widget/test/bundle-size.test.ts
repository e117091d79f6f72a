/**
 * Byte budgets of what visitors download: deterministic gzip sizes of
 * the built bundles, so they belong in tests. `npm test` builds first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WEB_FONTS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { fontFiles } from '../src/renderer/fonts.js';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A module and the chunks it imports statically (dynamic `import()` chunks load later, on need). */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
    const spec = m[1];
    if (spec) staticGraph(join(dirname(entry), spec), seen);
  }
  return seen;
}

describe('the shipped widget bundles', () => {
  it('have been built', () => {
    expect(existsSync(join(DIST, 'loader.js')), 'run `npm run build` first').toBe(true);
    expect(existsSync(join(DIST, 'renderer.js'))).toBe(true);
  });

  it('keep the loader within 6 KB gzip', () => {
    expect(gz(join(DIST, 'loader.js'))).toBeLessThanOrEqual(6 * 1024);
  });

  it('keep the store chunk (cart reads and cart triggers, fetched on store pages only) within 5 KB gzip', () => {
    expect(gz(join(DIST, 'store.js'))).toBeLessThanOrEqual(5 * 1024);
    expect(readFileSync(join(DIST, 'store.js'), 'utf8')).not.toMatch(/ZodError|preact/);
  });

  it('keep the product blocks’ chunk (cards, price rules, cart reads and adds) within 6 KB gzip', () => {
    const chunk = readdirSync(join(DIST, 'chunks')).find((f) => /^products-[A-Z0-9]{8}\.js$/.test(f));
    expect(chunk, 'the product blocks are their own chunk').toBeDefined();
    expect(gz(join(DIST, 'chunks', chunk ?? ''))).toBeLessThanOrEqual(6 * 1024);
  });

  it('keep the loader free of React, Preact and zod', () => {
    const code = readFileSync(join(DIST, 'loader.js'), 'utf8');
    expect(code).not.toMatch(/__SECRET_INTERNALS|preact|ZodError|createElement/);
  });

  it('keep loader plus renderer for a lightbox with a name and email form within 40 KB gzip', () => {
    const files = [join(DIST, 'loader.js'), ...staticGraph(join(DIST, 'renderer.js'))];
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    expect(total).toBeLessThanOrEqual(40 * 1024);
  });

  it('leave the phone-number library out of the renderer until a phone field needs it', () => {
    const statics = [...staticGraph(join(DIST, 'renderer.js'))].map((f) => readFileSync(f, 'utf8')).join('\n');
    // libphonenumber-js metadata holds this country calling-code table marker.
    expect(statics).not.toMatch(/country_calling_codes|countryCallingCodes/);
  });

  it('load each background effect and the ticker, video and social blocks only when a pop-up uses them', () => {
    const statics = [...staticGraph(join(DIST, 'renderer.js'))];
    const chunks = readdirSync(join(DIST, 'chunks'));
    for (const name of ['wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti', 'ticker', 'video', 'social']) {
      const chunk = chunks.find((f) => new RegExp(`^${name}-[A-Z0-9]{8}\\.js$`).test(f));
      expect(chunk, `${name} is its own chunk`).toBeDefined();
      expect(statics).not.toContain(join(DIST, 'chunks', chunk ?? ''));
    }
    const code = statics.map((f) => readFileSync(f, 'utf8')).join('\n');
    // The player host and canvas-confetti's code stay out of what every pop-up downloads.
    expect(code).not.toMatch(/youtube-nocookie|disableForReducedMotion/);
  });

  it('ship exactly the web-font files the renderer names, regular and bold, as woff2 under fonts/', () => {
    const fonts = readdirSync(join(DIST, 'fonts')).filter((f) => f.endsWith('.woff2'));
    const named = WEB_FONTS.flatMap((family) => (family ? fontFiles(family) : []));
    expect(fonts.sort()).toEqual(named.sort());
    expect(fonts).toHaveLength(2 * (8 + 3));
  });
});
