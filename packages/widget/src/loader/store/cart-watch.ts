/**
 * Watches the page's own cart requests (spec §4: the cart add and change request paths): wraps `fetch` and
 * `XMLHttpRequest` once, and after each finished request that is not a GET and whose path matches, calls
 * `changed`. Reads (GET) are left alone, so the widget's own cart reads never count as changes.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let paths: RegExp | null = null;

const matches = (method: string | undefined, url: string | URL): boolean => {
  try {
    return !!paths && (method ?? 'GET').toUpperCase() !== 'GET' && paths.test(new URL(url, location.href).pathname);
  } catch {
    return false;
  }
};

const tell = (): void => {
  for (const f of listeners) f();
};

interface Watched extends XMLHttpRequest {
  beckonCart?: boolean;
}

/** Wraps fetch and XMLHttpRequest of `w` (once per page: the chunk is loaded once). */
function install(w: Window & typeof globalThis): void {
  const fetch0 = w.fetch;
  w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const p = fetch0.call(this ?? w, input, init);
    const req = input instanceof Request ? input : null;
    if (matches(init?.method ?? req?.method, req ? req.url : (input as string | URL))) p.then(tell, tell);
    return p;
  } as typeof fetch;
  const proto = w.XMLHttpRequest.prototype;
  const open0 = proto.open;
  const send0 = proto.send;
  proto.open = function (this: Watched, method: string, url: string | URL, ...rest: unknown[]) {
    this.beckonCart = matches(method, url);
    return (open0 as (...a: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof proto.open;
  proto.send = function (this: Watched, body?: Document | XMLHttpRequestBodyInit | null) {
    if (this.beckonCart) this.addEventListener('loadend', tell, { once: true });
    return send0.call(this, body);
  };
}

/** Calls `changed` after each cart request matching `cartPaths`; returns the remover. */
export function watchCartRequests(
  cartPaths: RegExp,
  changed: Listener,
  w: Window & typeof globalThis = window,
): () => void {
  if (!paths) install(w);
  paths = cartPaths;
  listeners.add(changed);
  return () => listeners.delete(changed);
}
