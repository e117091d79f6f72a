/**
 * Rendered pages, kept until the page changes: a React render per request
 * would reach about 5 % of a bare route's throughput, a cached buffer most
 * of it. An entry is trusted for REVALIDATE_MS, then one cheap query checks
 * the page's stamp (version + posts' last change) and only a changed stamp
 * renders again. Entries are per origin (share URLs and the Beckon snippet
 * are absolute), with a bounded number of origins per page.
 */
import { gzipSync } from 'node:zlib';

export const REVALIDATE_MS = 2_000;
const MAX_ORIGINS_PER_PAGE = 8;

export interface CachedPage {
  stamp: string;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  checkedAt: number;
}

export class PageCache {
  private readonly pages = new Map<string, Map<string, CachedPage>>();

  get(slug: string, origin: string): CachedPage | undefined {
    return this.pages.get(slug)?.get(origin);
  }

  set(slug: string, origin: string, stamp: string, html: string, now: number): CachedPage {
    const body = Buffer.from(html);
    const entry: CachedPage = {
      stamp,
      html: body,
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${Buffer.from(stamp).toString('base64url')}-${body.length.toString(16)}"`,
      checkedAt: now,
    };
    let byOrigin = this.pages.get(slug);
    if (!byOrigin) {
      byOrigin = new Map();
      this.pages.set(slug, byOrigin);
    }
    if (!byOrigin.has(origin) && byOrigin.size >= MAX_ORIGINS_PER_PAGE) {
      const oldest = byOrigin.keys().next().value;
      if (oldest !== undefined) byOrigin.delete(oldest);
    }
    byOrigin.set(origin, entry);
    return entry;
  }

  /** After a save: the next request renders again. */
  invalidate(slug?: string): void {
    if (slug === undefined) this.pages.clear();
    else this.pages.delete(slug);
  }
}
