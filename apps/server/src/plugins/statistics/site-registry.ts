/**
 * Which sites (accounts) exist, cached so a hit costs no lookup: a known
 * site is remembered for 5 minutes, an unknown one for 30 s (a site created
 * a moment ago starts counting within that), and the unknown set is bounded
 * so a flood of made-up ids cannot grow memory.
 */
import type { Queryable } from '@beckon/db';

const KNOWN_TTL_MS = 5 * 60_000;
const UNKNOWN_TTL_MS = 30_000;
const MAX_UNKNOWN = 10_000;

export interface SiteRegistry {
  /** The cached answer while it is fresh, else undefined: then only exists() can tell (a hit need not await a cached answer). */
  cached(site: string): boolean | undefined;
  exists(site: string): Promise<boolean>;
}

export function createSiteRegistry(db: Queryable, now: () => number = Date.now): SiteRegistry {
  const known = new Map<string, number>();
  const unknown = new Map<string, number>();
  function cachedAt(site: string, t: number): boolean | undefined {
    if ((known.get(site) ?? 0) > t) return true;
    if ((unknown.get(site) ?? 0) > t) return false;
    return undefined;
  }
  return {
    cached: (site) => cachedAt(site, now()),
    async exists(site) {
      const t = now();
      const answer = cachedAt(site, t);
      if (answer !== undefined) return answer;
      const { rows } = await db.query('SELECT 1 FROM accounts WHERE account_id = $1', [site]);
      if (rows.length > 0) {
        known.set(site, t + KNOWN_TTL_MS);
        unknown.delete(site);
        return true;
      }
      if (unknown.size >= MAX_UNKNOWN) unknown.clear();
      unknown.set(site, t + UNKNOWN_TTL_MS);
      return false;
    },
  };
}
