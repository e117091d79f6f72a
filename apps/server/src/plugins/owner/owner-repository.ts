/** Owners and their accounts in the database: sign-up inserts both in one transaction. */
import type { Db, Queryable } from '@beckon/db';
import type { TeamRole } from '@beckon/owner-api';
import { randomId13 } from '../../random-ids.js';

export interface OwnerRow {
  account_id: string;
  owner_id: string;
  email: string;
  password_hash: string;
}

export async function findOwnerByEmail(db: Queryable, email: string): Promise<OwnerRow | null> {
  const { rows } = await db.query<OwnerRow>(
    'SELECT account_id, owner_id, email, password_hash FROM owners WHERE email = $1',
    [email],
  );
  return rows[0] ?? null;
}

export async function findOwner(
  db: Queryable,
  accountId: string,
  ownerId: string,
): Promise<{ email: string; role: TeamRole; account_name: string; is_freemium: boolean } | null> {
  const { rows } = await db.query<{ email: string; role: TeamRole; account_name: string; is_freemium: boolean }>(
    `SELECT o.email, o.role, a.name AS account_name, a.is_freemium FROM owners o JOIN accounts a ON a.account_id = o.account_id
      WHERE o.account_id = $1 AND o.owner_id = $2`,
    [accountId, ownerId],
  );
  return rows[0] ?? null;
}

/** What checks the signed-in owner's current password: their email and password hash. */
export async function findOwnerCredentials(
  db: Queryable,
  accountId: string,
  ownerId: string,
): Promise<{ email: string; password_hash: string } | null> {
  const { rows } = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM owners WHERE account_id = $1 AND owner_id = $2',
    [accountId, ownerId],
  );
  return rows[0] ?? null;
}

/** The addresses of the account's owners: where a new lead's mail goes. */
export async function ownerEmails(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM owners WHERE account_id = $1', [accountId]);
  return rows.map((r) => r.email);
}

/** Sets the owner's password; their email, or null when the owner is gone. */
export async function setOwnerPassword(
  db: Queryable,
  accountId: string,
  ownerId: string,
  passwordHash: string,
): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    'UPDATE owners SET password_hash = $3 WHERE account_id = $1 AND owner_id = $2 RETURNING email',
    [accountId, ownerId, passwordHash],
  );
  return rows[0]?.email ?? null;
}

/** Sets the owner's sign-in email; a unique violation when another login has it. */
export async function setOwnerEmail(db: Queryable, accountId: string, ownerId: string, email: string): Promise<void> {
  await db.query('UPDATE owners SET email = $3 WHERE account_id = $1 AND owner_id = $2', [accountId, ownerId, email]);
}

/** Adds an owner to an existing account (the demo owner, invitations later). */
export async function insertOwner(
  db: Queryable,
  accountId: string,
  email: string,
  passwordHash: string,
): Promise<string> {
  const ownerId = randomId13();
  await db.query('INSERT INTO owners (account_id, owner_id, email, password_hash) VALUES ($1, $2, $3, $4)', [
    accountId,
    ownerId,
    email,
    passwordHash,
  ]);
  return ownerId;
}

/** A new account with its first owner; null when the email is taken. */
export async function createAccountWithOwner(
  db: Db,
  accountName: string,
  email: string,
  passwordHash: string,
): Promise<{ accountId: string; ownerId: string } | null> {
  try {
    return await db.transaction(async (tx) => {
      const accountId = randomId13();
      await tx.query('INSERT INTO accounts (account_id, name) VALUES ($1, $2)', [accountId, accountName]);
      const ownerId = await insertOwner(tx, accountId, email, passwordHash);
      return { accountId, ownerId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}
