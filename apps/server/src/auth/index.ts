/**
 * Identity, for every domain: owner sessions and their cookie, CSRF, roles,
 * passwords and the sign-in throttle. `authPlugin` is registered once at the
 * root scope and gives every request its `owner` (null until `requireOwner`
 * finds the session); domain plugins mount their owner routes with
 * `ownerApi` and import nothing else of identity but this file.
 */
import fp from 'fastify-plugin';

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('owner', null);
  },
  { name: 'beckon-auth', fastify: '5.x' },
);

export { csrfTokenFor, isSafeMethod, isSameOriginRequest } from './csrf.js';
export { findCookieSession, requireOwner } from './guards.js';
export { jsonApi, ownerApi } from './owner-api.js';
export { sessionOf } from './owner-session.js';
export { hashPassword, verifyPassword } from './password.js';
export { requireRole, roleOf } from './roles.js';
export { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
export {
  createSession,
  deleteOtherSessions,
  deleteOwnerSessions,
  deleteSession,
  type OwnerSession,
} from './session-repository.js';
export {
  createSignInThrottle,
  DEFAULT_SIGN_IN_LIMITS,
  type SignInLimits,
  type SignInThrottle,
} from './sign-in-throttle.js';
export { hashToken, RESET_LINK_TTL_MS, randomToken } from './tokens.js';
