/**
 * The dashboard's byte budgets (first screen ≤ 160 KB gzip with one language's words), measured
 * on the built dist/ (`npm test` builds every workspace first) from the files
 * build.mjs lists in dist/screens.json. The validator is imported as a
 * namespace (`import * as z`): `import { z }` made esbuild keep all of zod,
 * locales included, about 60 KB gzip more on every screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const screens: Record<string, string[]> = existsSync(`${DIST}screens.json`)
  ? JSON.parse(readFileSync(`${DIST}screens.json`, 'utf8'))
  : {};
const gzipTotal = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length, 0);

describe('the dashboard bundle', () => {
  it('has been built', () => {
    expect(screens.shell, 'run `npm run build` first').toBeDefined();
  });

  // The first screen fetches the shell and its language's first-screen words (build.mjs): each language's
  // catalogue is a file of its own, so the budget holds for either language and grows with neither.
  it.each(['en', 'es'])('keeps the first screen, with the %s words it fetches, within 160 KB gzip', (language) => {
    const words = screens[`words-${language}`];
    expect(words, 'each language’s first-screen words are a chunk of their own').toHaveLength(1);
    expect(screens.shell).not.toContain(words?.[0]);
    expect(gzipTotal([...(screens.shell ?? []), ...(words ?? [])])).toBeLessThanOrEqual(160 * 1024);
  });

  // Puck and the widget registry come with the editor; island components, Radix's popover (rich-text menus only)
  // and a second copy of Puck's stylesheet do not (build.mjs), or the editor's first screen would not fit.
  it('keeps the page editor’s first screen within 350 KB gzip', () => {
    expect(screens['editor-screen'], 'the editor is a chunk of its own').toBeDefined();
    expect(gzipTotal(screens['editor-screen'] ?? [])).toBeLessThanOrEqual(350 * 1024);
  });

  it('does not bundle zod’s message translations, which only a full copy of zod carries', () => {
    const files = new Set(Object.values(screens).flat());
    // The Indonesian locale's "invalid input", present only when the whole zod namespace is kept.
    const withLocales = [...files].filter((file) =>
      readFileSync(`${DIST}${file}`, 'utf8').includes('Input tidak valid'),
    );
    expect(withLocales).toEqual([]);
  });
});
