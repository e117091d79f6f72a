/**
 * The tracker's byte budget (issue 4): ≤ 1.5 KB gzip. Builds with build.mjs
 * into a temp folder (so the figure is of the current source) and also checks
 * dist/tracker.js when a build is there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const BUDGET = 1.5 * 1024;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const outdir = mkdtempSync(join(tmpdir(), 'tracker-build-'));
execFileSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url))], {
  env: { ...process.env, TRACKER_OUTDIR: outdir },
  stdio: 'pipe',
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the tracker bundle', () => {
  it('stays within 1.5 KB gzip', () => {
    expect(gz(join(outdir, 'tracker.js'))).toBeLessThanOrEqual(BUDGET);
  });

  it('is one self-contained script with no imports', () => {
    const code = readFileSync(join(outdir, 'tracker.js'), 'utf8');
    expect(code).toMatch(/^\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('keeps the shipped dist/tracker.js within the budget too', () => {
    const dist = fileURLToPath(new URL('../dist/tracker.js', import.meta.url));
    if (!existsSync(dist)) return; // not built yet: the temp build above is the figure
    expect(gz(dist)).toBeLessThanOrEqual(BUDGET);
  });
});
