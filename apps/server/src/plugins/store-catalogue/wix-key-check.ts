/**
 * Before the owner's dashboard stores a Wix-style connection, the key is tried on the site's REST API, so the
 * screen never says "connected" for a key that would read no visitor's cart. It asks for a cart that cannot
 * exist (the nil GUID): the site answers 404 once it accepted the key and site id, 401 or 403 when it did not.
 */
import { callWixApi } from './wix-api.js';

const PROBE_CART = '00000000-0000-0000-0000-000000000000';
/** The owner waits for this at most; the site's API answers in well under a second. */
const TIMEOUT_MS = 5_000;

/** null when the site accepted the key; 'refused' when it did not; 'unreachable' when it could not say. */
export async function wixKeyProblem(
  apiOrigin: string,
  siteId: string,
  apiKey: string,
  f: typeof fetch = fetch,
  timeoutMs = TIMEOUT_MS,
): Promise<'refused' | 'unreachable' | null> {
  try {
    const res = await callWixApi(f, apiOrigin, { siteId, apiKey }, `/ecom/v1/carts/${PROBE_CART}`, { timeoutMs });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 200) return null;
    // Wix answers 400 for a site id it does not know.
    if (res.status === 400 || res.status === 401 || res.status === 403) return 'refused';
    return 'unreachable';
  } catch {
    return 'unreachable';
  }
}
