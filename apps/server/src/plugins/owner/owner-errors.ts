/**
 * The owner API's client errors, in the shared HttpError shape (errors.ts), so
 * the one error handler answers them as `{statusCode, code, error, message}`.
 * Another account's pop-up answers the same 404 as a missing one: ids of other
 * tenants are never confirmed.
 */
import { HttpError } from '../../errors.js';

export const ownerErrors = {
  signedOut: () => new HttpError(401, 'BK_ERR_SIGNED_OUT', 'not signed in'),
  badCredentials: () => new HttpError(401, 'BK_ERR_BAD_CREDENTIALS', 'email or password is wrong'),
  emailTaken: () => new HttpError(409, 'BK_ERR_EMAIL_TAKEN', 'body.email: an account with this email already exists'),
  csrfToken: () => new HttpError(403, 'BK_ERR_CSRF', 'missing or wrong x-csrf-token header'),
  crossSite: () => new HttpError(403, 'BK_ERR_CROSS_SITE', 'cross-site request refused'),
  tooManyAttempts: () => new HttpError(429, 'BK_ERR_TOO_MANY_ATTEMPTS', 'too many sign-in attempts, try again later'),
  popupNotFound: (id: string) => new HttpError(404, 'BK_ERR_POPUP_NOT_FOUND', `pop-up ${id} not found`),
  versionConflict: (id: string) =>
    new HttpError(409, 'BK_ERR_VERSION_CONFLICT', `pop-up ${id} was changed elsewhere; reload it and save again`),
  variantOfVariant: () =>
    new HttpError(
      400,
      'BK_ERR_VARIANT_OF_VARIANT',
      'a variant is made from the original pop-up, not from another variant',
    ),
  badDateRange: () =>
    new HttpError(400, 'FST_ERR_VALIDATION', 'querystring.to: must not be before from, at most 366 days'),
} as const;
