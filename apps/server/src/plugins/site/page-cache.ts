/**
 * Rendered pages, kept until the page changes: a React render per request
 * would reach about 5 % of a bare route's throughput, a cached buffer most
 * of it. An entry is trusted for REVALIDATE_MS, then one cheap query checks
 * the page's stamp (version + posts' last change) and only a changed stamp
 * renders again. Pages are rendered for the server's one public origin
 * (share URLs and the Beckon snippet are absolute), never for a request's
 * Host header: a forged Host can neither add entries nor evict them. Should
 * the origin change (a server that starts listening), every entry goes.
 */
import { gzipSync } from 'node:zlib';

export const REVALIDATE_MS = 2_000;

export interface CachedPage {
  stamp: string;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  checkedAt: number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private origin = '';

  /** Pages held (one per slug at most). */
  get size(): number {
    return this.pages.size;
  }

  get(slug: string, origin: string): CachedPage | undefined {
    return origin === this.origin ? this.pages.get(slug) : undefined;
  }

  set(slug: string, origin: string, stamp: string, html: string, now: number): CachedPage {
    if (origin !== this.origin) {
      this.pages.clear();
      this.origin = origin;
    }
    const body = Buffer.from(html);
    const entry: CachedPage = {
      stamp,
      html: body,
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${Buffer.from(stamp).toString('base64url')}-${body.length.toString(16)}"`,
      checkedAt: now,
    };
    this.pages.set(slug, entry);
    return entry;
  }

  /** After a save: the next request renders again. */
  invalidate(slug?: string): void {
    if (slug === undefined) this.pages.clear();
    else this.pages.delete(slug);
  }
}
