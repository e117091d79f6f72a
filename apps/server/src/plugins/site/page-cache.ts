/**
 * Rendered pages, kept until the page changes: a React render per request
 * would reach about a twentieth of a bare route's throughput, a cached buffer
 * most of it. An entry is trusted for REVALIDATE_MS, then one cheap query
 * checks the page's stamp (version + posts' last change) and only a changed
 * stamp renders again. Entries are per site and per origin the site answered
 * at (its pages carry absolute addresses); the origin comes from the site's
 * own addresses, never from the raw Host header, so a forged Host can neither
 * add entries nor evict them. The cache holds at most `maxBytes`: the least
 * recently served pages go first, so a thousand sites cannot fill the memory.
 */
import { gzipSync } from 'node:zlib';

export const REVALIDATE_MS = 2_000;

/** Enough for the pages of a few hundred busy sites. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  stamp: string;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  checkedAt: number;
}

interface Entry extends CachedPage {
  site: string;
}

export class PageCache {
  /** In least recently served order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** Pages held. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes held (HTML and gzip). */
  get heldBytes(): number {
    return this.bytes;
  }

  get(site: string, origin: string, key: string): CachedPage | undefined {
    const id = `${site}\n${origin}\n${key}`;
    const entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(site: string, origin: string, key: string, stamp: string, html: string, now: number): CachedPage {
    const id = `${site}\n${origin}\n${key}`;
    this.drop(id);
    const body = Buffer.from(html);
    const entry: Entry = {
      site,
      stamp,
      html: body,
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${Buffer.from(stamp).toString('base64url')}-${body.length.toString(16)}"`,
      checkedAt: now,
    };
    this.entries.set(id, entry);
    this.bytes += entry.html.length + entry.gzip.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === id) break;
      this.drop(oldest);
    }
    return entry;
  }

  /** After a save: the site's pages (every site's, without one) render again on their next request. */
  invalidate(site?: string): void {
    if (site === undefined) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [id, entry] of this.entries) if (entry.site === site) this.drop(id);
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.html.length + entry.gzip.length;
  }
}
