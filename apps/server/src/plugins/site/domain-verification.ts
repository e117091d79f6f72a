/**
 * Proving a custom domain is the owner's: the owner publishes a TXT record
 * `_beckon.{domain}` holding `beckon-site-verification={token}`, and the
 * server looks it up before the domain serves. DNS_SERVERS (host:port, comma
 * separated) points the lookups at other resolvers; the tests use one on
 * loopback.
 */
import { Resolver } from 'node:dns/promises';

export type TxtLookup = (name: string) => Promise<string[][]>;

export function createTxtLookup(servers?: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return (name) => resolver.resolveTxt(name);
}

export function verificationRecord(domain: string, token: string): { type: 'TXT'; name: string; value: string } {
  return { type: 'TXT', name: `_beckon.${domain}`, value: `beckon-site-verification=${token}` };
}

export type DomainCheck = { verified: true } | { verified: false; found: string };

const MAX_SHOWN = 3;

/** Looks the record up; says in plain words what was found when it is not there. */
export async function checkDomain(lookup: TxtLookup, domain: string, token: string): Promise<DomainCheck> {
  const { name, value } = verificationRecord(domain, token);
  let records: string[][];
  try {
    records = await lookup(name);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA')
      return { verified: false, found: `no TXT record at ${name} yet (DNS changes can take a while to show)` };
    return { verified: false, found: `DNS did not answer for ${name}; try again in a minute` };
  }
  const texts = records.map((chunks) => chunks.join(''));
  if (texts.includes(value)) return { verified: true };
  const shown = texts.slice(0, MAX_SHOWN).map((t) => JSON.stringify(t.slice(0, 100)));
  return {
    verified: false,
    found:
      texts.length === 0
        ? `no TXT record at ${name} yet`
        : `the TXT records at ${name} (${shown.join(', ')}) do not hold ${value}`,
  };
}
