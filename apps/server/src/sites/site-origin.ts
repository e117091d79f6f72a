/**
 * The origin a site's pages are rendered for (share links, the canonical
 * address, the sitemap): its own host, with the scheme and port of the
 * server's public origin. The main site keeps the public origin itself.
 */
export function siteOrigin(publicOrigin: string, host: string | null): string {
  if (host === null) return publicOrigin;
  const url = new URL(publicOrigin);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}
