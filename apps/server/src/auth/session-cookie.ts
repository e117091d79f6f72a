/**
 * The session cookie (reliability.md §2.6, §6 C7): httpOnly, SameSite=Lax,
 * Path=/; over HTTPS (see isHttps) also Secure with the `__Host-` prefix (which browsers
 * only accept with Secure, Path=/ and no Domain). Its value is
 * `{account id}.{token}`: the account id routes the lookup, the token proves it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSignedInFlag, setSignedInFlag } from '../http/signed-in-flag.js';
import { SESSION_ABSOLUTE_MS } from './session-repository.js';

const COOKIE_NAME = 'beckon_session';
const SECURE_COOKIE_NAME = '__Host-beckon_session';

const VALUE = /^([0-9a-f]{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * Over HTTPS: the public origin is https (PUBLIC_URL), or this request came
 * over https, directly or through a trusted proxy (request.protocol believes
 * X-Forwarded-Proto only from the proxies TRUST_PROXY names).
 */
function isHttps(request: FastifyRequest): boolean {
  return request.server.publicOrigin.https || request.protocol === 'https';
}

export function readSessionCookie(request: FastifyRequest): { accountId: string; token: string } | null {
  const raw = request.cookies[SECURE_COOKIE_NAME] ?? request.cookies[COOKIE_NAME];
  const match = raw ? VALUE.exec(raw) : null;
  if (!match) return null;
  return { accountId: match[1] as string, token: match[2] as string };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, accountId: string, token: string): void {
  const secure = isHttps(request);
  reply.setCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, `${accountId}.${token}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
  setSignedInFlag(reply, 'owner', secure, Math.floor(SESSION_ABSOLUTE_MS / 1000));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInFlag(reply, 'owner', secure);
}
