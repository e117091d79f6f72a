/**
 * How the widget's rules reach its shadow roots (and the web fonts' faces the
 * page): as constructed style sheets the root adopts. A page's
 * Content-Security-Policy governs `<style>` elements and style attributes
 * (style-src), not adopted sheets, so a page whose policy has no
 * 'unsafe-inline' still draws the widget styled (docs/csp.md). One sheet per
 * text and document, shared by every root that adopts it. Where a browser
 * cannot construct sheets, a `<style>` element does the same work.
 */

type Root = Document | ShadowRoot;

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** A sheet can only be adopted in the document whose window constructed it. */
function sheetFor(doc: Document, css: string): CSSStyleSheet {
  const byText = sheets.get(doc) ?? new Map<string, CSSStyleSheet>();
  sheets.set(doc, byText);
  let sheet = byText.get(css);
  if (!sheet) {
    const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to what `root` draws with, after the rules it has, once however often it is called.
 * `id` names the fallback `<style>` element.
 */
export function adoptCss(root: Root, css: string, id?: string): void {
  // A document's ownerDocument is null; a shadow root's is the document it belongs to.
  const doc = root.ownerDocument ?? (root as Document);
  // Browsers shipped adoptedStyleSheets together with constructable sheets; jsdom has neither.
  if (root.adoptedStyleSheets) {
    const sheet = sheetFor(doc, css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if ([...root.querySelectorAll('style')].some((s) => s.textContent === css)) return;
  const style = doc.createElement('style');
  if (id) style.id = id;
  style.textContent = css;
  (root === doc ? doc.head : root).append(style);
}
