/**
 * Turns an event's target URL (spec §3 tu) into what is stored and counted:
 * origin and path only, since query strings carry tokens, and a download
 * link's `key` is a secret that opens the file. A download_file link keeps
 * just that parameter, so downloads of different files stay apart.
 */
export function eventTarget(targetUrl: string, downloadFile: string): string {
  const url = new URL(targetUrl);
  const base = `${url.origin}${url.pathname}`;
  return downloadFile === '' ? base : `${base}?download_file=${encodeURIComponent(downloadFile)}`;
}

/** The page path of a page_uri (path plus query): what the top-pages report groups by. */
export function pagePath(pageUri: string): string {
  const end = pageUri.search(/[?#]/);
  return end === -1 ? pageUri : pageUri.slice(0, end);
}
