/**
 * The demo account's owner (README): demo@beckon.test / beckon-demo-2026.
 * Idempotent: does nothing when the owner exists or the demo account does not.
 */
import type { Queryable } from '@beckon/db';
import { hashPassword } from '../../auth/index.js';
import { DEMO_CLIENT_ID } from '../../demo-ids.js';
import { accountExists } from './account-repository.js';
import { findOwnerByEmail, insertOwner } from './owner-repository.js';

export const DEMO_OWNER_EMAIL = 'demo@beckon.test';
export const DEMO_OWNER_PASSWORD = 'beckon-demo-2026';

export async function seedDemoOwner(db: Queryable): Promise<void> {
  if (await findOwnerByEmail(db, DEMO_OWNER_EMAIL)) return;
  if (!(await accountExists(db, DEMO_CLIENT_ID))) return;
  await insertOwner(db, DEMO_CLIENT_ID, DEMO_OWNER_EMAIL, await hashPassword(DEMO_OWNER_PASSWORD));
}
