/**
 * The shop customer's lost-password links, made like the owners': a 256-bit token stored only as its
 * SHA-256, working for RESET_LINK_TTL_MS, spent by the same statement that reads it, so it works once
 * even when opened twice at the same moment. Also the new password a link lets the customer set, and
 * the mails that carry the links.
 */
import type { Queryable } from '@beckon/db';
import { hashToken, RESET_LINK_TTL_MS, randomToken } from '../../auth/index.js';
import type { Mail } from '../../mail/outbox.js';

/** The page the link opens, and the form there posts to. */
export const LOST_PASSWORD_PATH = '/mi-cuenta/contrasena-perdida/';

/**
 * A new link for the customer found by `column`, if there is one; earlier ones stop working (only the
 * newest mail's link counts). One statement whoever is asked for: for an email without an account it
 * finds no customer and writes nothing, after the same work as for one with an account.
 */
async function createLink(
  db: Queryable,
  accountId: string,
  column: 'customer_id' | 'email',
  value: string,
  now: number,
): Promise<string | null> {
  const token = randomToken();
  const { rows } = await db.query(
    `WITH customer AS (SELECT customer_id FROM shop_customers WHERE account_id = $1 AND ${column} = $2),
          earlier AS (DELETE FROM shop_customer_password_resets r USING customer c
                       WHERE r.account_id = $1 AND r.customer_id = c.customer_id)
     INSERT INTO shop_customer_password_resets (account_id, token_hash, customer_id, expires_at)
     SELECT $1, $3, customer_id, $4 FROM customer
     RETURNING customer_id`,
    [accountId, value, hashToken(token), new Date(now + RESET_LINK_TTL_MS).toISOString()],
  );
  return rows.length === 1 ? token : null;
}

/** A new link for the customer; earlier ones stop working. */
export async function createCustomerReset(
  db: Queryable,
  accountId: string,
  customerId: string,
  now = Date.now(),
): Promise<string> {
  const token = await createLink(db, accountId, 'customer_id', customerId, now);
  if (token === null) throw new Error(`shop customer ${customerId} not found`);
  return token;
}

/** A new link for the customer who signs in with `email` (lowercased), or null when no customer does. */
export function createCustomerResetByEmail(
  db: Queryable,
  accountId: string,
  email: string,
  now = Date.now(),
): Promise<string | null> {
  return createLink(db, accountId, 'email', email, now);
}

/** True when the link is live (not used, not expired); it stays unspent. */
export async function customerResetExists(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM shop_customer_password_resets WHERE account_id = $1 AND token_hash = $2 AND expires_at > $3',
    [accountId, hashToken(token), new Date(now).toISOString()],
  );
  return rows.length > 0;
}

/** Spends a link: the customer it was for, or null when unknown, used or expired. */
export async function takeCustomerReset(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string; expires_at: Date | string }>(
    'DELETE FROM shop_customer_password_resets WHERE account_id = $1 AND token_hash = $2 RETURNING customer_id, expires_at',
    [accountId, hashToken(token)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now ? row.customer_id : null;
}

/** Removes expired links (on every request for one, known email or not, so both do the same work). */
export async function purgeExpiredCustomerResets(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM shop_customer_password_resets WHERE expires_at < $1', [new Date(now).toISOString()]);
}

/**
 * Stores the customer's new password (a spent link's) and ends all their sessions and links: whoever
 * knew the old password is signed out everywhere, the browser that set it included, and signs in again
 * with the new one, as WooCommerce asks. Answers whether it is their first password: a link from the
 * sign-up mail (account-routes.ts), which it completes.
 */
export async function setCustomerPassword(
  db: Queryable,
  accountId: string,
  customerId: string,
  passwordHash: string,
): Promise<{ firstPassword: boolean }> {
  const before = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM shop_customers WHERE account_id = $1 AND customer_id = $2',
    [accountId, customerId],
  );
  await db.query('UPDATE shop_customers SET password_hash = $3 WHERE account_id = $1 AND customer_id = $2', [
    accountId,
    customerId,
    passwordHash,
  ]);
  await db.query('DELETE FROM shop_customer_sessions WHERE account_id = $1 AND customer_id = $2', [
    accountId,
    customerId,
  ]);
  await db.query('DELETE FROM shop_customer_password_resets WHERE account_id = $1 AND customer_id = $2', [
    accountId,
    customerId,
  ]);
  return { firstPassword: before.rows[0]?.password_hash === null };
}

const resetLink = (origin: string, token: string) => `${origin}${LOST_PASSWORD_PATH}?clave=${token}`;
/** Where the owners' copy has the link's key: enough to see a link was sent, nothing to open it with. */
const MASKED_KEY = '[clave oculta: solo la recibe el cliente]';

/** Where the mail goes and what it carries: the site's account, its address and the link's key. */
export interface AccountMailTarget {
  accountId: string;
  to: string;
  origin: string;
  siteName: string;
  token: string;
}

/**
 * A customer's account mail. The shop's owners see it in their outbox (so an install without
 * SMTP_URL shows the customer was mailed) with the link's key masked: only the customer can use it.
 */
function accountMail(t: AccountMailTarget, kind: string, subject: string, lines: (link: string) => string[]): Mail {
  return {
    kind,
    accountId: t.accountId,
    to: t.to,
    subject,
    text: lines(resetLink(t.origin, t.token)).join('\n'),
    shownText: lines(resetLink(t.origin, MASKED_KEY)).join('\n'),
  };
}

/**
 * The sign-up at /mi-cuenta/ (account-routes.ts) answers a new and a known address alike; only these
 * mails differ. A new address (or one whose owner never chose a password) gets the link to choose one;
 * the link is a reset link, opening the same new-password form.
 */
export function customerSignUpMail(t: AccountMailTarget, alreadyRegistered: boolean): Mail {
  const { to, siteName } = t;
  if (alreadyRegistered)
    return accountMail(t, 'shop-sign-up-existing', `Ya tiene una cuenta en ${siteName}`, (link) => [
      'Hola:',
      '',
      `Alguien ha intentado registrarse en ${siteName} con ${to}, pero esta dirección ya tiene una cuenta.`,
      'Puede acceder con ella en Mi cuenta.',
      '',
      'Si ha olvidado su contraseña, abra este enlace para elegir una nueva:',
      link,
      '',
      'El enlace funciona una sola vez y caduca en 1 hora. Si no ha sido usted, ignore este correo: su cuenta no cambiará.',
    ]);
  return accountMail(t, 'shop-sign-up', `Complete su registro en ${siteName}`, (link) => [
    'Hola:',
    '',
    `Gracias por registrarse en ${siteName}. Para completar el registro, abra este enlace y elija su contraseña:`,
    link,
    '',
    'El enlace funciona una sola vez y caduca en 1 hora. Si no ha sido usted, ignore este correo.',
  ]);
}

/** WooCommerce's "Restablecer contraseña" mail, in the site's formal Spanish. */
export function customerResetMail(t: AccountMailTarget): Mail {
  const { to, siteName } = t;
  return accountMail(t, 'shop-password-reset', `Solicitud de restablecimiento de contraseña en ${siteName}`, (link) => [
    'Hola:',
    '',
    `Alguien ha solicitado una nueva contraseña para la cuenta de ${to} en ${siteName}.`,
    '',
    'Si no ha sido usted, ignore este correo: su contraseña no cambiará.',
    '',
    'Si quiere continuar, abra este enlace para elegir una contraseña nueva:',
    link,
    '',
    'El enlace funciona una sola vez y caduca en 1 hora.',
  ]);
}
