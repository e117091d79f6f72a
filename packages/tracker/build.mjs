// Builds what every tracked page downloads: the tracker, one framework-free
// IIFE (no imports at run time), minified. Budget 1.5 KB gzip.

import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compressOutputs } from '../../scripts/compress-outputs.mjs';

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { tracker: new URL('./src/index.ts', import.meta.url).pathname },
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
  // No "use strict" prologue: nothing in the tracker relies on strict mode, and bytes count here.
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
});

const gz = gzipSync(readFileSync(`${outdir}tracker.js`), { level: 9 }).length;
console.log(`${'tracker.js'.padEnd(40)} ${(gz / 1024).toFixed(2)} KB gzip (${gz} B)`);
await compressOutputs(outdir);
