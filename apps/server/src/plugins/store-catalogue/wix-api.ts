/**
 * One call to a Wix-style site's REST API as Wix documents it for a server: the site's API key in
 * Authorization and its id in wix-site-id, JSON both ways (a body makes it a POST), a deadline, and no
 * redirect followed, so a key is never sent anywhere but the API's origin.
 */

export interface WixSiteAccess {
  siteId: string;
  apiKey: string;
}

export interface WixCall {
  /** Sent as JSON in a POST; without it the call is a GET. */
  body?: unknown;
  timeoutMs: number;
}

export function callWixApi(
  f: typeof fetch,
  apiOrigin: string,
  access: WixSiteAccess,
  path: string,
  call: WixCall,
): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: access.apiKey,
    'wix-site-id': access.siteId,
    accept: 'application/json',
  };
  const init: RequestInit = { headers, signal: AbortSignal.timeout(call.timeoutMs), redirect: 'error' };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    Object.assign(init, { method: 'POST', body: JSON.stringify(call.body) });
  }
  return f(`${apiOrigin}${path}`, init);
}
