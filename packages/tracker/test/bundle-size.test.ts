/**
 * The tracker's byte budget: ≤ 1.5 KB gzip, measured on the built
 * dist/tracker.js (`npm test` builds every workspace first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUDGET = 1.5 * 1024;
const TRACKER = fileURLToPath(new URL('../dist/tracker.js', import.meta.url));
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('the tracker bundle', () => {
  it('has been built', () => {
    expect(existsSync(TRACKER), 'run `npm run build` first').toBe(true);
  });

  it('stays within 1.5 KB gzip', () => {
    expect(gz(TRACKER)).toBeLessThanOrEqual(BUDGET);
  });

  it('is one self-contained script with no imports', () => {
    const code = readFileSync(TRACKER, 'utf8');
    expect(code).toMatch(/^\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
