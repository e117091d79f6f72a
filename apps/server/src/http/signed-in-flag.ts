/**
 * The script-readable "signed in" flag beside a session cookie: cached site pages carry no login state, so
 * the site pop-up's logged_in rule reads this flag instead (page-widgets popup/timing.ts). It holds `1` and
 * nothing else (the session stays in its HttpOnly cookie), lives as long as the session cookie, and is
 * cleared with it on sign-out.
 */
import { type SignedInRole, signedInCookie } from '@beckon/page-widgets';
import type { FastifyReply } from 'fastify';

export function setSignedInFlag(reply: FastifyReply, role: SignedInRole, secure: boolean, maxAge?: number): void {
  reply.setCookie(signedInCookie(role), '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

export function clearSignedInFlag(reply: FastifyReply, role: SignedInRole, secure: boolean): void {
  reply.clearCookie(signedInCookie(role), { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
