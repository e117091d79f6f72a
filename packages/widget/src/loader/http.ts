/**
 * Network helpers for the display service (spec §7). Reports use text/plain
 * bodies: a "simple" CORS request, so no preflight delays or loses them; the
 * server parses text/plain bodies as JSON.
 */

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) throw r;
  return (await r.json()) as T;
}

const post = (url: string, body: string, type: string): Promise<Response> =>
  fetch(url, { method: 'POST', keepalive: true, headers: { 'content-type': type }, body });

export const getJson = <T>(url: string): Promise<T> => json<T>(fetch(url));

/**
 * A JSON POST whose answer is needed (display request, view report). Sent as
 * text/plain, which skips the CORS preflight round trip; keepalive lets a view
 * report outlive the page.
 */
export const postText = <T>(url: string, body: unknown): Promise<T> =>
  json<T>(post(url, JSON.stringify(body), 'text/plain'));

/** Fire-and-forget report: sendBeacon, else a keepalive fetch. */
export function beacon(url: string, body: unknown): void {
  const text = JSON.stringify(body);
  try {
    if (navigator.sendBeacon(url, new Blob([text], { type: 'text/plain' }))) return;
  } catch {}
  post(url, text, 'text/plain').catch(() => {});
}

export const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Form POST retried on network errors and 5xx (two retries, 0.5 s then 1.5 s);
 * a 4xx is final. The body is reused as is, so an idempotency key in it stays the same.
 */
export async function postForm<T>(url: string, body: URLSearchParams, tries = 3): Promise<T> {
  for (let i = 0; ; i++) {
    let r: Response | undefined;
    try {
      r = await fetch(url, { method: 'POST', keepalive: true, body });
    } catch (e) {
      if (i >= tries - 1) throw e;
    }
    if (r?.ok) return (await r.json()) as T;
    if (r && (r.status < 500 || i >= tries - 1)) throw r;
    await wait(500 * 3 ** i);
  }
}
