// Builds the owner dashboard: one ESM entry (the first screen) with the
// builder and the charts split into chunks loaded on demand, minified for
// production, into dist/ (served at /admin/assets/*). Prints gzip sizes and
// the first screen's JavaScript total (entry + its static imports).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compressOutputs } from '../../scripts/compress-outputs.mjs';

const root = new URL('./', import.meta.url).pathname;

/**
 * The page editor draws the share buttons, whose icons module imports three whole Iconify sets (several MB):
 * bundle only the icons that module names (`[set, 'name']`), which is all it ever reads.
 */
const iconifySubset = {
  name: 'iconify-subset',
  setup(b) {
    b.onResolve({ filter: /^@iconify-json\/[a-z0-9-]+$/ }, (args) => ({
      path: args.path,
      namespace: 'iconify-subset',
      pluginData: args.importer,
    }));
    b.onLoad({ filter: /.*/, namespace: 'iconify-subset' }, (args) => {
      const wanted = new Set(
        [...readFileSync(args.pluginData, 'utf8').matchAll(/, '([a-z0-9-]+)'\]/g)].map((m) => m[1]),
      );
      const set = JSON.parse(readFileSync(createRequire(args.pluginData).resolve(`${args.path}/icons.json`), 'utf8'));
      const icons = Object.fromEntries(Object.entries(set.icons).filter(([name]) => wanted.has(name)));
      const subset = { prefix: set.prefix, width: set.width, height: set.height, icons };
      return { contents: `export const icons = ${JSON.stringify(subset)};`, loader: 'js' };
    });
  },
};
const outdir = `${root}dist/`;
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: { main: `${root}src/main.tsx` },
  outdir,
  bundle: true,
  minify: true,
  splitting: true,
  format: 'esm',
  target: ['es2022'],
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [iconifySubset],
});

const outputs = result.metafile.outputs;
const gz = (file) => gzipSync(readFileSync(file)).length;
/** The entry and every chunk it imports statically: what the first screen downloads. */
function firstScreen(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') firstScreen(imp.path, seen);
  return seen;
}
const entry = Object.keys(outputs).find((f) => f.endsWith('/main.js'));
const first = firstScreen(entry);
let firstTotal = 0;
for (const file of Object.keys(outputs).sort()) {
  if (file.endsWith('.map')) continue;
  const size = gz(file);
  if (first.has(file)) firstTotal += size;
  console.log(
    `${relative(outdir, file).padEnd(44)} ${(size / 1024).toFixed(2).padStart(8)} KB gzip${first.has(file) ? '  (first screen)' : ''}`,
  );
}
console.log(`first screen JavaScript: ${(firstTotal / 1024).toFixed(2)} KB gzip`);
// What each screen's first load fetches (the shell plus the screen's chunk and its static imports), for the
// byte budget tests: test/bundle-size.test.ts.
const screens = { shell: [...first] };
for (const file of Object.keys(outputs)) {
  const name = relative(outdir, file).match(/^chunks\/([a-z-]+-screen)-[A-Z0-9]+\.js$/)?.[1];
  if (name) screens[name] = [...firstScreen(file, new Set(first))];
}
const relativeList = (files) => files.map((f) => relative(outdir, f)).sort();
writeFileSync(
  `${outdir}screens.json`,
  JSON.stringify(Object.fromEntries(Object.entries(screens).map(([k, v]) => [k, relativeList(v)])), null, 2),
);
await compressOutputs(outdir);
