/**
 * The two requests (spec §7): the hit/ping POST, whose answer decides
 * whether pings may follow, and the event POST with fetch keepalive, so a
 * download click still arrives when the page navigates away. Neither sends
 * cookies cross-origin (fetch's default), and we set none. A missing event
 * URL throws (spec §8). Failures go to the console only (§8).
 */
import { base64Utf8 } from './base64.js';
import { LOG, TIMESTAMP_HEADER } from './constants.js';

/**
 * true when the server answered 200 with a status other than false. The
 * timestamp header is base64 of the epoch seconds (spec §7 call 1; >>> 0
 * truncates like Math.floor and holds until 2106).
 */
export function sendHit(url: string, body: URLSearchParams): Promise<boolean> {
  return fetch(url, {
    method: 'POST',
    body,
    headers: { [TIMESTAMP_HEADER]: base64Utf8(`${(Date.now() / 1000) >>> 0}`) },
  })
    .then(async (r) => (r.status === 200 && (await r.json()).status !== false) || Promise.reject(r.status))
    .catch((reason) => {
      console.warn(LOG, 'hit failed:', reason);
      return false;
    });
}

export function sendEvent(url: string, fields: Record<string, string>): void {
  if (!url) throw Error(`${LOG} no event URL`);
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), keepalive: true }).catch(() => {
    // A lost click is not worth a retry: the page is usually gone already.
  });
}
