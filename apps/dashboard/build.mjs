// Builds the owner dashboard: one ESM entry (the first screen) with the
// builder and the charts split into chunks loaded on demand, minified for
// production, into dist/ (served at /admin/assets/*). Prints gzip sizes and
// the first screen's JavaScript total (entry + its static imports).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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
/**
 * Puck (0.22+) injects its own stylesheet at run time, which starts with an @import of a web font from another
 * origin that the dashboard's CSP refuses: drop that line, so the editor needs no second copy of the stylesheet.
 * Puck names every outline row by its component's label alone (a page of sections reads "Sección" twelve
 * times): a row asks the config's `outlineLabel(item)` first (src/editor/outline-label.ts). The build fails
 * if a Puck upgrade moves that line, rather than silently losing the names.
 */
const OUTLINE_LABEL =
  'const label = (_d = (_c = config.components[componentType]) == null ? void 0 : _c.label) != null ? _d : componentType;';
const puckNoFontImport = {
  name: 'puck-no-font-import',
  setup(b) {
    b.onLoad({ filter: /@puckeditor[/\\]core[/\\]dist[/\\]chunk-[A-Z0-9]+\.mjs$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8').replace(/@import "https:\/\/rsms\.me\/[^"]*";/g, '');
      if (contents.includes('var buildLayerNode')) {
        if (!contents.includes(OUTLINE_LABEL)) throw new Error('Puck’s outline label line moved: update build.mjs');
        contents = contents.replace(
          OUTLINE_LABEL,
          `const label = (nodeData && config.outlineLabel ? config.outlineLabel(nodeData.data) : null) ?? (${OUTLINE_LABEL.slice(14, -1)});`,
        );
      }
      return { contents, loader: 'js' };
    });
  },
};

/**
 * In the page editor, each interactive widget's component (`component.js`, the island's body with its own
 * libraries: carousels, forms, menus) is loaded when a page first shows that widget, not with the editor:
 * the registry module imports every one of them. The editor wraps each widget in a Suspense boundary
 * (src/editor/puck-config.tsx). The server and the islands bundle import the components directly.
 */
// Widgets' index modules, and the product gallery that the product-images widget shares with the shop's pages.
const ISLAND_RENDERERS = /page-widgets[/\\]src[/\\](?:widgets[/\\][a-z-]+[/\\]index|shop[/\\]product-gallery)\.tsx$/;
const lazyWidgetComponents = {
  name: 'lazy-widget-components',
  setup(b) {
    b.onResolve({ filter: /\/component\.js$/ }, (args) => {
      if (!ISLAND_RENDERERS.test(args.importer)) return undefined;
      const path = `${dirname(args.importer)}/${args.path}`.replace(/\.js$/, '.tsx');
      return { path: normalize(path), namespace: 'lazy-widget-component' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-widget-component' }, (args) => {
      const names = [...readFileSync(args.path, 'utf8').matchAll(/^export function ([A-Z]\w*)/gm)].map((m) => m[1]);
      const source = JSON.stringify(args.path);
      const contents = [
        "import { lazy } from 'react';",
        `const load = () => import(${source});`,
        ...names.map((n) => `export const ${n} = lazy(() => load().then((m) => ({ default: m.${n} })));`),
      ].join('\n');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
/**
 * Four of Puck's dependencies the editor's first screen does not need. fast-equals' deepEqual (Puck compares
 * data and props with it) is a few lines for the plain values it is given, and use-debounce's debounced
 * callback a few more. Puck hashes each mirrored <style>'s
 * outerHTML with object-hash only to key a lookup table: the string itself is as good a key. Radix's popover
 * (with floating-ui) serves only the rich-text field's menus, which no widget setting uses: it loads when one
 * first opens.
 */
const puckLighter = {
  name: 'puck-lighter',
  setup(b) {
    const fromPuck = (importer) => /@puckeditor[/\\]core[/\\]/.test(importer);
    b.onResolve({ filter: /^(object-hash|@radix-ui\/react-popover)$/ }, (args) =>
      fromPuck(args.importer) ? { path: args.path, namespace: 'puck-lighter' } : undefined,
    );
    // Puck's own modules only: its rich-text editor (Tiptap, loaded later) needs fast-equals' circular compare
    // and use-debounce's useDebounce; the editor's first screen uses only useDebouncedCallback and its cancel.
    b.onResolve({ filter: /^(fast-equals|use-debounce)$/ }, (args) =>
      /@puckeditor[/\\]core[/\\]dist[/\\]chunk-/.test(args.importer)
        ? { path: args.path, namespace: 'puck-lighter' }
        : undefined,
    );
    b.onLoad({ filter: /^use-debounce$/, namespace: 'puck-lighter' }, () => ({
      contents: [
        "import { useEffect, useMemo, useRef } from 'react';",
        'export function useDebouncedCallback(fn, wait) {',
        '  const latest = useRef(fn);',
        '  latest.current = fn;',
        '  const timer = useRef(undefined);',
        '  const debounced = useMemo(() => {',
        '    const call = (...args) => {',
        '      clearTimeout(timer.current);',
        '      timer.current = setTimeout(() => latest.current(...args), wait);',
        '    };',
        '    call.cancel = () => clearTimeout(timer.current);',
        '    return call;',
        '  }, [wait]);',
        '  useEffect(() => () => clearTimeout(timer.current), []);',
        '  return debounced;',
        '}',
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
    b.onLoad({ filter: /^object-hash$/, namespace: 'puck-lighter' }, () => ({
      contents: "export default (value) => (typeof value === 'string' ? value : JSON.stringify(value));",
      loader: 'js',
    }));
    // Puck compares data, props and its own `puck` prop (values, plain objects, arrays, functions by reference).
    b.onLoad({ filter: /^fast-equals$/, namespace: 'puck-lighter' }, () => ({
      contents: [
        'export function deepEqual(a, b) {',
        '  if (Object.is(a, b)) return true;',
        "  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;",
        '  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));',
        '  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();',
        '  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b) || Array.isArray(b)) return false;',
        '  const keys = Object.keys(a);',
        '  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));',
        '}',
      ].join('\n'),
      loader: 'js',
    }));
    b.onLoad({ filter: /^@radix-ui\/react-popover$/, namespace: 'puck-lighter' }, () => ({
      contents: [
        "import { createElement, forwardRef, lazy, Suspense } from 'react';",
        "const load = () => import('@radix-ui/react-popover');",
        'const wrap = (name) => {',
        '  const Lazy = lazy(() => load().then((m) => ({ default: m[name] })));',
        '  return forwardRef((props, ref) => createElement(Suspense, { fallback: null }, createElement(Lazy, { ...props, ref })));',
        '};',
        ...['Popover', 'PopoverContent', 'PopoverPortal', 'PopoverTrigger'].map(
          (n) => `export const ${n} = wrap('${n}');`,
        ),
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * Each language's catalogue (src/i18n/catalogues/*.json, ICU messages) is compiled here into Lingui's
 * ready form, so the dashboard ships no message parser, and cut in two chunks: the first screen's words
 * (ids under FIRST_SCREEN_WORDS, imported by first-words.ts), fetched before anything is drawn, and the
 * screens' words (screen-words.ts), fetched meanwhile. Unit tests read the JSON whole: Lingui compiles it
 * at run time outside production. After the build, checkFirstScreenWords fails it if a module of the first
 * screen asks for a word outside that part (it would show its id until the rest arrived).
 */
const FIRST_SCREEN_WORDS = /^(?:common|language|layout|nav|routeError|rule|session|signIn|signUp|site)\./;
const CATALOGUE = /[/\\]i18n[/\\]catalogues[/\\]([a-z]{2})\.json$/;
const compiledCatalogues = {
  name: 'compiled-catalogues',
  setup(b) {
    b.onResolve({ filter: /catalogues\/[a-z]{2}\.json$/ }, (args) => {
      const part = /first-words\.ts$/.test(args.importer) ? 'first' : 'screens';
      return { path: normalize(`${args.resolveDir}/${args.path}`), namespace: `catalogue-${part}` };
    });
    b.onLoad({ filter: CATALOGUE, namespace: 'catalogue-first' }, (args) => catalogueModule(args.path, true));
    b.onLoad({ filter: CATALOGUE, namespace: 'catalogue-screens' }, (args) => catalogueModule(args.path, false));
  },
};
function catalogueModule(path, first) {
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  const compiled = Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => FIRST_SCREEN_WORDS.test(id) === first)
      .map(([id, text]) => [id, compileMessage(text)]),
  );
  return { contents: `export default ${JSON.stringify(compiled)};`, loader: 'js' };
}
/** The ids the first screen's own modules ask for (`t('…')`) must be in its part of the catalogue. */
function checkFirstScreenWords(inputs) {
  for (const input of inputs) {
    if (!/^src[/\\].*\.tsx?$/.test(input)) continue;
    for (const m of readFileSync(`${root}${input}`, 'utf8').matchAll(/\b(?:t|tElements)\(\s*'([\w.-]+)'/g))
      if (!FIRST_SCREEN_WORDS.test(m[1]))
        throw new Error(`${input} is on the first screen and asks for '${m[1]}': name it under FIRST_SCREEN_WORDS`);
  }
}

const outdir = `${root}dist/`;
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: { main: `${root}src/main.tsx` },
  absWorkingDir: root,
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
  plugins: [iconifySubset, puckNoFontImport, puckLighter, lazyWidgetComponents, compiledCatalogues],
});

// METAFILE=path writes esbuild's metafile, for finding what a chunk is made of (esbuild.analyzeMetafile).
if (process.env.METAFILE) writeFileSync(process.env.METAFILE, JSON.stringify(result.metafile));
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
checkFirstScreenWords(new Set([...first].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))));
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
  // Each language's first-screen words (chunks/en-….js, first-words.ts's import), fetched besides the shell.
  const language = relative(outdir, file).match(/^chunks\/([a-z]{2})-[A-Z0-9]+\.js$/)?.[1];
  const part = outputs[file].inputs && Object.keys(outputs[file].inputs)[0];
  if (language && part?.startsWith('catalogue-first:')) screens[`words-${language}`] = [file];
}
const relativeList = (files) => files.map((f) => relative(outdir, f)).sort();
writeFileSync(
  `${outdir}screens.json`,
  JSON.stringify(Object.fromEntries(Object.entries(screens).map(([k, v]) => [k, relativeList(v)])), null, 2),
);
await compressOutputs(outdir);
