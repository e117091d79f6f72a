/** Every statement about sites and their addresses. */
import type { Queryable } from '@beckon/db';

export interface SiteRow {
  account_id: string;
  site_id: string;
  name: string;
  starter: string;
  theme: unknown;
  created_at: Date | string;
}

export interface AddressRow {
  address: string;
  kind: 'subdomain' | 'domain';
  account_id: string;
  site_id: string;
  token: string | null;
  verified_at: Date | string | null;
}

/** Every address that serves: labels, and domains once verified (the host registry's whole book). */
export async function listServingAddresses(db: Queryable): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT address, kind, account_id, site_id, token, verified_at FROM site_addresses
      WHERE kind = 'subdomain' OR verified_at IS NOT NULL`,
  );
  return rows;
}

export async function findAddress(db: Queryable, address: string): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(
    'SELECT address, kind, account_id, site_id, token, verified_at FROM site_addresses WHERE address = $1',
    [address],
  );
  return rows[0] ?? null;
}

export async function listSiteAddresses(db: Queryable, accountId: string, siteId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT address, kind, account_id, site_id, token, verified_at FROM site_addresses
      WHERE account_id = $1 AND site_id = $2 ORDER BY kind DESC, created_at, address`,
    [accountId, siteId],
  );
  return rows;
}

/** Holds the account's row until the transaction ends: one site creation at a time per account. */
export async function lockAccount(db: Queryable, accountId: string): Promise<void> {
  await db.query('SELECT 1 FROM accounts WHERE account_id = $1 FOR UPDATE', [accountId]);
}

/** The account's site (its first, while an account has one). */
export async function findAccountSite(db: Queryable, accountId: string): Promise<SiteRow | null> {
  const { rows } = await db.query<SiteRow>(
    `SELECT account_id, site_id, name, starter, theme, created_at FROM sites
      WHERE account_id = $1 ORDER BY created_at, site_id LIMIT 1`,
    [accountId],
  );
  return rows[0] ?? null;
}

export async function findSite(db: Queryable, accountId: string, siteId: string): Promise<SiteRow | null> {
  const { rows } = await db.query<SiteRow>(
    'SELECT account_id, site_id, name, starter, theme, created_at FROM sites WHERE account_id = $1 AND site_id = $2',
    [accountId, siteId],
  );
  return rows[0] ?? null;
}

export async function insertSite(
  db: Queryable,
  site: { accountId: string; siteId: string; name: string; starter: string; theme: unknown },
): Promise<void> {
  await db.query('INSERT INTO sites (account_id, site_id, name, starter, theme) VALUES ($1, $2, $3, $4, $5)', [
    site.accountId,
    site.siteId,
    site.name,
    site.starter,
    JSON.stringify(site.theme),
  ]);
}

export async function updateTheme(
  db: Queryable,
  accountId: string,
  siteId: string,
  name: string,
  theme: unknown,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE sites SET name = $3, theme = $4, updated_at = now() WHERE account_id = $1 AND site_id = $2 RETURNING 1',
    [accountId, siteId, name, JSON.stringify(theme)],
  );
  return rows.length > 0;
}

/** Adds an address; false when another site (or this one) already has it. */
export async function insertAddress(
  db: Queryable,
  a: { address: string; kind: 'subdomain' | 'domain'; accountId: string; siteId: string; token: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO site_addresses (address, kind, account_id, site_id, token) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (address) DO NOTHING RETURNING 1`,
    [a.address, a.kind, a.accountId, a.siteId, a.token],
  );
  return rows.length > 0;
}

export async function markVerified(db: Queryable, accountId: string, address: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE site_addresses SET verified_at = now()
      WHERE address = $1 AND account_id = $2 AND kind = 'domain' AND verified_at IS NULL RETURNING 1`,
    [address, accountId],
  );
  return rows.length > 0;
}

export async function deleteDomain(db: Queryable, accountId: string, address: string): Promise<boolean> {
  const { rows } = await db.query(
    "DELETE FROM site_addresses WHERE address = $1 AND account_id = $2 AND kind = 'domain' RETURNING 1",
    [address, accountId],
  );
  return rows.length > 0;
}
