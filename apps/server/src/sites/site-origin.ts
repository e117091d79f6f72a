/**
 * The origin a site's pages are rendered for (share links, the canonical
 * address, the sitemap): its own host, with the scheme and port of the
 * server's public origin. The main site keeps the public origin itself.
 */
export function siteOrigin(publicOrigin: string, host: string | null): string {
  if (host === null) return publicOrigin;
  const { protocol, port } = parsed(publicOrigin);
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

// The public origin changes rarely (once, when learnt from the first request): parse it once per value.
let last: { origin: string; protocol: string; port: string } | null = null;
function parsed(origin: string) {
  if (last?.origin !== origin) {
    const url = new URL(origin);
    last = { origin, protocol: url.protocol, port: url.port };
  }
  return last;
}
