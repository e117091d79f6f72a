/**
 * The host a request names, as sites are looked up by: lowercase, without
 * the port or a trailing dot. Anything that is not a plausible host name
 * (too long, odd characters) is null, so a forged Host header never reaches
 * a lookup or a cache key.
 */

const MAX_HOST = 253;
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

export function hostNameOf(header: string | undefined): string | null {
  if (header === undefined || header.length === 0 || header.length > MAX_HOST + 7) return null;
  let host = header.toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end === -1) return null;
    const rest = host.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return null;
    host = host.slice(0, end + 1);
    return IPV6.test(host) ? host : null;
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.length <= MAX_HOST && NAME.test(host) ? host : null;
}
