/**
 * The page editor's preview (site plugin, page-preview.ts) draws the Beckon
 * widget as visitors see it, but the owner looking at a draft is not a visit:
 * its view, close and conversion reports are answered as usual and recorded
 * nowhere. The loader already sends the page's address with each
 * report, so the preview is told apart here, on the server, and the loader
 * stays as it is (it is at its size budget).
 */

/** The preview route's path, then nothing, a query or a fragment. */
const PREVIEW_PATH = /^\/api\/owner\/site\/pages\/\d{1,12}\/preview(?:[?#]|$)/;

/** True when `url` is the editor's preview on this server (`origin`, its public origin), not another site. */
export function isEditorPreview(url: string, origin: string): boolean {
  return url.startsWith(origin) && PREVIEW_PATH.test(url.slice(origin.length));
}
