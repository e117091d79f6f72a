// Builds the islands visitors download: one ESM entry per island
// (src/widgets/*/client.tsx, plus the theme's plain-DOM src/theme/client.ts, the
// action-link catcher src/action-links/client.ts, the sticky helper src/sticky/client.ts and the
// entrance animations' watcher src/client/entrance.ts),
// split so shared code (preact/compat) is one cached chunk and each island
// loads only its own code. React is aliased to preact/compat as in the embed.
// Writes dist/manifest.json: for each island, the chunks it imports (preloaded).

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compressOutputs } from '../../scripts/compress-outputs.mjs';

const root = new URL('./', import.meta.url).pathname;
const outdir = `${root}dist/`;
rmSync(outdir, { recursive: true, force: true });

const entryPoints = {
  'islands/theme': `${root}src/theme/client.ts`,
  'islands/shop': `${root}src/shop/client.ts`,
  'islands/loop-add-to-cart': `${root}src/shop/loop-add-to-cart.ts`,
  'islands/menu-cart': `${root}src/shop/menu-cart-client.ts`,
  'islands/action-links': `${root}src/action-links/client.ts`,
  'islands/sticky': `${root}src/sticky/client.ts`,
  'islands/entrance': `${root}src/client/entrance.ts`,
};
for (const name of readdirSync(`${root}src/widgets`)) {
  const file = `${root}src/widgets/${name}/client.tsx`;
  if (existsSync(file)) entryPoints[`islands/${name}`] = file;
}

const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  minify: true,
  format: 'esm',
  splitting: true,
  target: ['es2020'],
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
});

// Static imports of each island, transitively: what its first load costs.
const outputs = result.metafile.outputs;
const rel = (p) => p.slice(p.indexOf('dist/') + 5);
const manifest = {};
for (const [file, out] of Object.entries(outputs)) {
  if (!out.entryPoint || !file.endsWith('.js')) continue;
  const seen = new Set();
  const visit = (f) => {
    for (const imp of outputs[f]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      visit(imp.path);
    }
  };
  visit(file);
  manifest[
    rel(file)
      .replace(/^islands\//, '')
      .replace(/\.js$/, '')
  ] = [...seen].map(rel);
}
writeFileSync(`${outdir}manifest.json`, JSON.stringify(manifest, null, 2));

for (const file of Object.keys(outputs)
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  console.log(
    `${rel(file).padEnd(44)} ${(gzipSync(readFileSync(`${root}${file.slice(file.indexOf('dist/'))}`)).length / 1024).toFixed(2)} KB gzip`,
  );
}
// Classic scripts of their own: the form's anti-spam solver as a worker file (the site's CSP allows no blob:
// workers), and the watcher of islands that fail to load, which runs in the head before any module.
await build({
  entryPoints: {
    'islands/captcha-worker': `${root}src/widgets/form/captcha-worker.ts`,
    'islands/watch': `${root}src/client/island-watch.ts`,
  },
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
await compressOutputs(outdir);
