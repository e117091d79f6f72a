// Builds what visitors download: the loader (IIFE, framework-free) and the
// renderer (ESM with lazily split chunks, React aliased to preact/compat).

import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compressOutputs } from '../../scripts/compress-outputs.mjs';

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

const common = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  minify: true,
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

await build({
  ...common,
  entryPoints: { loader: 'src/loader/index.ts' },
  outdir,
  format: 'iife',
});

// What the loader imports only on need (loader/lazy.ts): the targeting rules when a pop-up uses one,
// the conversion sender on the first submit, the teaser tab when a pop-up has one, the upgrade pop-up
// (and the not_allowed log) when the display answer is not_allowed, the rarer triggers when a pop-up uses one
// (and the record of a click-launched pop-up the display answer lacks),
// the store chunk (cart reads and cart triggers) on a store page only.
await build({
  ...common,
  entryPoints: {
    targeting: 'src/loader/targeting/index.ts',
    conversion: 'src/loader/conversion-chunk.ts',
    teaser: 'src/renderer/teaser.ts',
    upgrade: 'src/renderer/upgrade-popup.ts',
    triggers: 'src/loader/triggers/rare.ts',
    store: 'src/loader/store/index.ts',
  },
  outdir,
  format: 'esm',
});
// The ads-check script (loader/targeting/ad-blocker.ts): its path reads like an ad's, so blockers refuse it.
mkdirSync(`${outdir}ads`, { recursive: true });
writeFileSync(`${outdir}ads/advert.js`, 'window.beckonAdsCheck=1;\n');

await build({
  ...common,
  entryPoints: { renderer: 'src/renderer/index.tsx' },
  outdir,
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
});

// Self-hosted web fonts (renderer/fonts.ts): regular and bold Latin (and Hebrew) woff2 of each family, at /widget/fonts/.
const require = createRequire(import.meta.url);
const FONT_PACKAGES = [
  require.resolve('@fontsource/roboto/package.json'),
  require.resolve('@fontsource/open-sans/package.json'),
  require.resolve('@fontsource/lato/package.json'),
  require.resolve('@fontsource/montserrat/package.json'),
  require.resolve('@fontsource/poppins/package.json'),
  require.resolve('@fontsource/playfair-display/package.json'),
  require.resolve('@fontsource/rubik/package.json'),
  require.resolve('@fontsource/heebo/package.json'),
];
mkdirSync(`${outdir}fonts`, { recursive: true });
for (const pkg of FONT_PACKAGES) {
  const slug = JSON.parse(readFileSync(pkg, 'utf8')).name.slice('@fontsource/'.length);
  for (const subset of ['latin', 'hebrew']) {
    for (const weight of [400, 700]) {
      const file = `${slug}-${subset}-${weight}-normal.woff2`;
      // Not every family ships Hebrew; fonts.ts names the ones that do, and its test checks the files exist.
      if (existsSync(`${dirname(pkg)}/files/${file}`))
        copyFileSync(`${dirname(pkg)}/files/${file}`, `${outdir}fonts/${file}`);
    }
  }
}

// The template gallery's illustrations (apps/dashboard/src/templates), served at /widget/templates/ beside the fonts.
mkdirSync(`${outdir}templates`, { recursive: true });
for (const file of readdirSync(new URL('./template-images/', import.meta.url))) {
  if (file.endsWith('.webp'))
    copyFileSync(new URL(`./template-images/${file}`, import.meta.url), `${outdir}templates/${file}`);
}

const sizes = [];
const walk = (dir) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) walk(`${dir}${e.name}/`);
    else sizes.push([`${dir}${e.name}`.slice(outdir.length), gzipSync(readFileSync(`${dir}${e.name}`)).length]);
  }
};
walk(outdir);
for (const [name, gz] of sizes) console.log(`${name.padEnd(40)} ${(gz / 1024).toFixed(2)} KB gzip`);
await compressOutputs(outdir);
