/**
 * The event fields of a link click (spec §3: en, et, eid, ec, ev, mb, tu, pid,
 * and for downloads fn, fx, wcdl, df, dk), or null when the click is not
 * tracked: links to the page's own host unless they are downloads (spec §5),
 * and anything that is not http(s). Empty fields (m, and the file fields of a
 * plain link) are left out; the server reads a missing field as empty. The
 * link text is cut to the 500 characters the server takes.
 */
import { recognizeDownload } from './downloads.js';

/** The parts of an <a> element and of its mouse event that the fields come from. */
export interface Link {
  id: string;
  href: string;
  className: string;
  textContent: string | null;
}

export function linkEvent(
  a: Link,
  e: { type: string; button: number },
  pageHost: string,
  extensions: readonly string[],
  pageId: string,
  now: number,
): Record<string, string> | null {
  const url = new URL(a.href);
  const d = recognizeDownload(url, extensions);
  if (!/^https?:$/.test(url.protocol) || (!d && url.host === pageHost)) return null;
  return {
    en: d ? 'file_download' : e.type,
    et: `${now}`,
    eid: a.id,
    ec: a.className,
    ev: `${a.textContent}`.trim().slice(0, 500),
    mb: `${e.button}`,
    tu: a.href,
    pid: pageId,
    ...d,
  };
}
