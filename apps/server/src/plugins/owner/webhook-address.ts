/**
 * Which addresses a webhook may be sent to. The address is the owner's to choose, so the server must not
 * become a way into its own network (SSRF): only public unicast addresses are allowed. The same check
 * runs when a webhook is saved (the owner learns at once) and at every delivery (webhook-post.ts), since a
 * name can resolve differently later.
 */
import { lookup, Resolver } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** What a person reads for each kind of address that is not public (ipaddr.js's range names). */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback: this server itself',
  private: 'a private network',
  uniqueLocal: 'a private network',
  linkLocal: 'link-local, such as a cloud metadata service',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  reserved: 'reserved',
};

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** What kind of address `address` is, in words, when it may not receive webhooks; null when it may. */
function refusedKind(address: string): string | null {
  if (isPublicAddress(address)) return null;
  const range = ipaddr.isValid(address) ? ipaddr.process(address).range() : 'invalid';
  const words = RANGE_WORDS[range];
  return words ? `a private address (${words})` : 'a private address';
}

/** Why one of the addresses `host` resolves to may not receive webhooks, or null when none is refused. */
export function resolvedAddressProblem(host: string, addresses: readonly string[]): string | null {
  for (const address of addresses) {
    const kind = refusedKind(address);
    if (kind) return `${host} resolves to ${address}, ${kind}`;
  }
  return null;
}

/**
 * Why the URL's host, read without a lookup, may not receive webhooks, or null when a lookup must tell.
 * WHATWG URL parsing already turned `127.1`, `2130706433` and `0x7f000001` into 127.0.0.1; an IPv4-mapped
 * IPv6 address is judged as the IPv4 address it maps; `localhost` and its subdomains are loopback by name.
 */
export function literalHostProblem(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) {
    const kind = refusedKind(host);
    return kind && `${url.hostname} is ${kind}`;
  }
  const name = host.replace(/\.$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost'))
    return `${url.hostname} is a private address (${RANGE_WORDS.loopback})`;
  return null;
}

/** Every address a host name resolves to; none when it does not resolve. */
export type HostLookup = (name: string) => Promise<string[]>;

/** The system's resolver (as a delivery's connection uses), or the DNS servers given (host or host:port). */
export function createHostLookup(servers?: readonly string[]): HostLookup {
  if (!servers || servers.length === 0)
    return async (name) => {
      try {
        return (await lookup(name, { all: true })).map((a) => a.address);
      } catch {
        return [];
      }
    };
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  resolver.setServers([...servers]);
  const family = (resolve: Promise<string[]>) => resolve.catch((): string[] => []);
  return async (name) => [...(await family(resolver.resolve4(name))), ...(await family(resolver.resolve6(name)))];
}

/**
 * Why a webhook may not be saved with this URL, or null when it may: its host is an address that is not
 * public, or a name resolving to one. A name that does not resolve (yet) is allowed; each delivery
 * resolves and checks it again.
 */
export async function webhookAddressProblem(text: string, lookupHost: HostLookup): Promise<string | null> {
  const url = new URL(text);
  const literal = literalHostProblem(url);
  if (literal !== null || ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''))) return literal;
  return resolvedAddressProblem(url.hostname, await lookupHost(url.hostname));
}
