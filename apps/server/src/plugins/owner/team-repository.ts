/**
 * The team in the database: members are rows of `owners` with a role, and invitations are single-use
 * links like password resets (account-link-repository.ts): a 256-bit token stored only as its SHA-256
 * beside the account id, spent by the same DELETE that reads it.
 */
import type { Queryable } from '@beckon/db';
import type { TeamInvitation, TeamMember, TeamRole } from '@beckon/owner-api';
import { hashToken, randomToken } from '../../auth/index.js';
import { randomId13 } from '../../random-ids.js';

/** An invitation link works for 72 hours: long enough for a weekend, short enough to go stale. */
export const INVITATION_TTL_MS = 72 * 3600 * 1000;
/** Open invitations per account: each one mails a stranger, so an account cannot mail without end. */
export const MAX_OPEN_INVITATIONS = 50;

type InvitedRole = TeamInvitation['role'];

export async function listMembers(db: Queryable, accountId: string, youId: string): Promise<TeamMember[]> {
  const { rows } = await db.query<{ owner_id: string; email: string; role: TeamRole; created_at: Date | string }>(
    'SELECT owner_id, email, role, created_at FROM owners WHERE account_id = $1 ORDER BY created_at, email',
    [accountId],
  );
  return rows.map((r) => ({
    owner_id: r.owner_id,
    email: r.email,
    role: r.role,
    joined_at: new Date(r.created_at).toISOString(),
    is_you: r.owner_id === youId,
  }));
}

export async function listInvitations(db: Queryable, accountId: string): Promise<TeamInvitation[]> {
  const { rows } = await db.query<{
    invitation_id: string;
    email: string;
    role: InvitedRole;
    created_at: Date | string;
    expires_at: Date | string;
  }>(
    'SELECT invitation_id, email, role, created_at, expires_at FROM team_invitations WHERE account_id = $1 ORDER BY created_at, email',
    [accountId],
  );
  return rows.map((r) => ({
    invitation_id: r.invitation_id,
    email: r.email,
    role: r.role,
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
  }));
}

/**
 * A new invitation for `email`, replacing an earlier one to the same address (its link stops working);
 * null when the account already has MAX_OPEN_INVITATIONS others open.
 */
export async function createInvitation(
  db: Queryable,
  invite: { accountId: string; email: string; role: InvitedRole; invitedBy: string },
  now = Date.now(),
): Promise<string | null> {
  await db.query('DELETE FROM team_invitations WHERE account_id = $1 AND (email = $2 OR expires_at < $3)', [
    invite.accountId,
    invite.email,
    new Date(now).toISOString(),
  ]);
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM team_invitations WHERE account_id = $1',
    [invite.accountId],
  );
  if ((rows[0]?.n ?? 0) >= MAX_OPEN_INVITATIONS) return null;
  const token = randomToken();
  await db.query(
    `INSERT INTO team_invitations (account_id, invitation_id, token_hash, email, role, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      invite.accountId,
      randomId13(),
      hashToken(token),
      invite.email,
      invite.role,
      invite.invitedBy,
      new Date(now + INVITATION_TTL_MS).toISOString(),
    ],
  );
  return token;
}

export async function cancelInvitation(db: Queryable, accountId: string, invitationId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM team_invitations WHERE account_id = $1 AND invitation_id = $2 RETURNING 1',
    [accountId, invitationId],
  );
  return rows.length > 0;
}

interface LiveInvitation {
  email: string;
  role: InvitedRole;
  account_name: string;
}

/** The invitation of a live link (not used, not expired); it stays unspent. */
export async function findInvitation(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<LiveInvitation | null> {
  const { rows } = await db.query<LiveInvitation>(
    `SELECT i.email, i.role, a.name AS account_name FROM team_invitations i
       JOIN accounts a ON a.account_id = i.account_id
      WHERE i.account_id = $1 AND i.token_hash = $2 AND i.expires_at > $3`,
    [accountId, hashToken(token), new Date(now).toISOString()],
  );
  return rows[0] ?? null;
}

/** Spends a link: its email and role, or null when unknown, used or expired. */
export async function takeInvitation(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<{ email: string; role: InvitedRole } | null> {
  const { rows } = await db.query<{ email: string; role: InvitedRole; expires_at: Date | string }>(
    'DELETE FROM team_invitations WHERE account_id = $1 AND token_hash = $2 RETURNING email, role, expires_at',
    [accountId, hashToken(token)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now ? { email: row.email, role: row.role } : null;
}

/** Whether `email` already signs in somewhere: one email signs in to one account (owners_by_email). */
export async function emailHasLogin(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM owners WHERE email = $1', [email]);
  return rows.length > 0;
}

/** The account's owners, locked until the transaction ends, so two owners cannot demote each other at once. */
export async function lockOwners(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ owner_id: string }>(
    "SELECT owner_id FROM owners WHERE account_id = $1 AND role = 'owner' ORDER BY owner_id FOR UPDATE",
    [accountId],
  );
  return rows.map((r) => r.owner_id);
}

export async function setRole(db: Queryable, accountId: string, ownerId: string, role: TeamRole): Promise<boolean> {
  const { rows } = await db.query('UPDATE owners SET role = $3 WHERE account_id = $1 AND owner_id = $2 RETURNING 1', [
    accountId,
    ownerId,
    role,
  ]);
  return rows.length > 0;
}

/** Removes a member with everything that lets them in: sessions and open account links. */
export async function removeMember(db: Queryable, accountId: string, ownerId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM owners WHERE account_id = $1 AND owner_id = $2 RETURNING 1', [
    accountId,
    ownerId,
  ]);
  if (rows.length === 0) return false;
  for (const table of ['owner_sessions', 'password_resets', 'email_changes']) {
    await db.query(`DELETE FROM ${table} WHERE account_id = $1 AND owner_id = $2`, [accountId, ownerId]);
  }
  return true;
}
