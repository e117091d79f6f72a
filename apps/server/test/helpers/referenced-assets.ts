/**
 * Every same-origin file a page makes the browser fetch: scripts, module
 * preloads, stylesheets, icons, images (src, srcset, posters, island props
 * and data-* URLs), fonts and images inside its stylesheets, and the imports
 * of its JavaScript modules, followed to the end. The HTML is parsed with
 * parse5 (the WHATWG parser) and the modules with es-module-lexer, so an
 * asset is found however the markup or the minifier wrote it.
 */
import { init, parse as parseModule } from 'es-module-lexer';
import { type DefaultTreeAdapterTypes, parse as parseHtml } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** `<link rel>` values whose href the browser fetches. */
const FETCHED_LINKS = new Set(['stylesheet', 'modulepreload', 'preload', 'icon', 'apple-touch-icon', 'manifest']);
/** A path to a file with an extension: how island props name images, animations and the like. */
const FILE_PATH = /^\/(?!\/)[^?#\s]*\.[a-z0-9]{2,5}(?:[?#].*)?$/i;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child as Node);
  if ('content' in node && node.content) yield* elements(node.content as unknown as Node);
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Candidate URLs of a srcset: each comma-separated entry's first word. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');

/** url(...) and @import targets in CSS text. */
function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)) {
    const url = (m[2] ?? m[4] ?? '').trim();
    if (url !== '' && !url.startsWith('data:') && !url.startsWith('#')) urls.push(url);
  }
  return urls;
}

function jsonFilePaths(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (FILE_PATH.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) jsonFilePaths(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) jsonFilePaths(v, out);
  }
}

export interface HtmlReferences {
  /** Module scripts and module preloads: their imports are followed too. */
  modules: string[];
  /** Classic scripts. */
  scripts: string[];
  stylesheets: string[];
  /** Images, icons, fonts, animations, data-* URLs. */
  other: string[];
}

/** What an HTML page references, as written (relative URLs not yet resolved). */
function htmlReferences(html: string): HtmlReferences {
  const refs: HtmlReferences = { modules: [], scripts: [], stylesheets: [], other: [] };
  for (const el of elements(parseHtml(html))) {
    const src = attr(el, 'src');
    if (el.tagName === 'script') {
      if (src) (attr(el, 'type') === 'module' ? refs.modules : refs.scripts).push(src);
    } else if (el.tagName === 'link') {
      const href = attr(el, 'href');
      const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (!href || href.startsWith('data:') || !rels.some((r) => FETCHED_LINKS.has(r))) continue;
      if (rels.includes('stylesheet')) refs.stylesheets.push(href);
      else if (rels.includes('modulepreload')) refs.modules.push(href);
      else refs.other.push(href);
    } else if (el.tagName === 'style') {
      const text = el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
      refs.other.push(...cssUrls(text));
    } else if (src && !src.startsWith('data:')) {
      refs.other.push(src); // img, source, video, audio, iframe, embed
    }
    for (const a of el.attrs) {
      if (a.name === 'srcset' || a.name === 'imagesrcset') refs.other.push(...srcsetUrls(a.value));
      else if (a.name === 'poster') refs.other.push(a.value);
      else if (a.name === 'style') refs.other.push(...cssUrls(a.value));
      else if (a.name === 'data-props') {
        try {
          jsonFilePaths(JSON.parse(a.value), refs.other);
        } catch {
          // not JSON: nothing to follow
        }
      } else if (a.name.startsWith('data-') && a.value.startsWith('/') && !a.value.startsWith('//')) {
        refs.other.push(a.value);
      }
    }
  }
  return refs;
}

/** Static imports, re-exports and dynamic imports with a literal specifier. */
async function moduleImports(code: string): Promise<string[]> {
  await init;
  const [imports] = parseModule(code);
  return imports.map((i) => i.n).filter((n): n is string => typeof n === 'string');
}

export interface FetchedAsset {
  url: string;
  status: number;
  /** The page or file that referenced it. */
  from: string;
}

/**
 * Fetches a page and every same-origin file it references, following
 * stylesheets and JavaScript module imports until nothing new turns up.
 * `extra` adds modules a script imports from a URL it builds at run time.
 */
export async function fetchReferencedAssets(
  pageUrl: string,
  extra: (refs: HtmlReferences, page: URL) => string[] = () => [],
): Promise<{ page: FetchedAsset; assets: FetchedAsset[] }> {
  const response = await fetch(pageUrl);
  // After a redirect (/?p=228 → the post's address), relative URLs resolve against where it landed.
  const page = new URL(response.url);
  const html = await response.text();
  const refs = htmlReferences(html);
  const seen = new Map<string, FetchedAsset>();
  const queue: { url: URL; kind: 'module' | 'css' | 'file'; from: string }[] = [];
  const add = (raw: string, base: URL, kind: 'module' | 'css' | 'file', from: string) => {
    const url = new URL(raw, base);
    url.hash = '';
    if (url.origin !== page.origin || seen.has(url.href)) return;
    seen.set(url.href, { url: url.href, status: 0, from });
    queue.push({ url, kind, from });
  };
  for (const m of refs.modules) add(m, page, 'module', page.pathname + page.search);
  for (const s of refs.stylesheets) add(s, page, 'css', page.pathname + page.search);
  for (const o of [...refs.scripts, ...refs.other]) add(o, page, 'file', page.pathname + page.search);
  for (const m of extra(refs, page)) add(m, page, 'module', page.pathname + page.search);

  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length);
    await Promise.all(
      batch.map(async ({ url, kind }) => {
        const r = await fetch(url);
        const body = await r.text();
        const entry = seen.get(url.href);
        if (entry) entry.status = r.status;
        if (!r.ok) return;
        if (kind === 'module') for (const spec of await moduleImports(body)) add(spec, url, 'module', url.pathname);
        if (kind === 'css')
          for (const u of cssUrls(body)) add(u, url, /\.css(?:$|\?)/.test(u) ? 'css' : 'file', url.pathname);
      }),
    );
  }
  return {
    page: { url: page.href, status: response.status, from: '' },
    assets: [...seen.values()],
  };
}
