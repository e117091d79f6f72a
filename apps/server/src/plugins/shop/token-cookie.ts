/**
 * The shop's opaque-token cookies (the cart's and the customer session's): a random 256-bit token in
 * base64url, HttpOnly, SameSite=Lax, Path=/, with Secure and the __Host- prefix over HTTPS. The
 * database keeps only the token's SHA-256, so a leaked table names no usable cart or session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from './http.js';

/** What newToken() makes: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface TokenCookie {
  /** The request's token, or null when it has no (well-formed) cookie. */
  read(request: FastifyRequest): string | null;
  /** Sets the cookie (a browser-session cookie without `maxAgeS`); answers whether it went out Secure. */
  set(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeS?: number): boolean;
  /** Clears the cookie; answers whether the request came over HTTPS. */
  clear(request: FastifyRequest, reply: FastifyReply): boolean;
}

export function tokenCookie(name: string): TokenCookie {
  const secureName = `__Host-${name}`;
  return {
    read(request) {
      const raw = request.cookies[secureName] ?? request.cookies[name];
      return raw && TOKEN.test(raw) ? raw : null;
    },
    set(request, reply, token, maxAgeS) {
      const secure = isHttps(request);
      reply.setCookie(secure ? secureName : name, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        ...(maxAgeS === undefined ? {} : { maxAge: maxAgeS }),
      });
      return secure;
    },
    clear(request, reply) {
      const secure = isHttps(request);
      reply.clearCookie(secure ? secureName : name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      return secure;
    },
  };
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token's id in the database: its hex SHA-256. */
export function tokenIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
