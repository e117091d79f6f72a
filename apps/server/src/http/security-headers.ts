/**
 * The security headers of every HTML page the server renders, built in one
 * place: the websites (and their 404 page), the /demo pages and the /admin
 * shell. Scripts only from this server (no `unsafe-inline` or `unsafe-eval`
 * for scripts: the pages have no inline scripts, islands and snippets are
 * files); styles may be inline (the site inlines its theme CSS, the widget
 * and the dashboard's live preview style their own elements).
 */
import type { FastifyReply } from 'fastify';
import type { PublicOrigin } from './public-origin.js';

/** site: a website's pages; demo: /demo and /demo/he; admin: the dashboard shell. */
export type PageKind = 'site' | 'demo' | 'admin';

/** The social-embed island plays videos from these after the visitor consents. */
const VIDEO_FRAMES = 'https://www.youtube-nocookie.com https://player.vimeo.com';
/** After consent, the social-embed island loads the network's SDK (§7 call 5), which frames the post. */
const SOCIAL_SDK = 'https://connect.facebook.net';
const SOCIAL_FRAMES = 'https://www.facebook.com';

/**
 * The headers for a page of `kind` when the public origin is `origin` (pure: tested directly).
 * `formTargets`: origins a site's form may end up at (a card provider's hosted checkout, which the
 * checkout's post redirects to; browsers apply form-action to that redirect too).
 */
export function buildSecurityHeaders(
  kind: PageKind,
  origin: string,
  https: boolean,
  formTargets: readonly string[] = [],
): Record<string, string> {
  // The Beckon loader, the renderer, the tracker and their API calls come from the public
  // origin, which is this server; listed besides 'self' for a page reached under another name.
  const self = `'self' ${origin}`;
  const csp =
    kind === 'admin'
      ? [
          "default-src 'self'",
          "script-src 'self'",
          // The live preview sets inline styles on the renderer's elements.
          "style-src 'self' 'unsafe-inline'",
          // Owners' pop-up images come from their own sites.
          "img-src 'self' https: http: data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ]
      : [
          "default-src 'self'",
          kind === 'site' ? `script-src ${self} ${SOCIAL_SDK}` : `script-src ${self}`,
          "style-src 'self' 'unsafe-inline'",
          // Pop-up and post images may come from any https site (and from this one under http).
          `img-src ${self} https: data:`,
          // Pop-up web fonts come from the public origin's /widget/fonts/ (widget renderer/fonts.ts).
          `font-src ${self} data:`,
          `connect-src ${self}`,
          `media-src ${self} https:`,
          kind === 'site' ? `frame-src ${VIDEO_FRAMES} ${SOCIAL_FRAMES}` : "frame-src 'none'",
          "object-src 'none'",
          "base-uri 'self'",
          kind === 'site' && formTargets.length > 0
            ? `form-action 'self' ${formTargets.join(' ')}`
            : "form-action 'self'",
          "frame-ancestors 'self'",
        ];
  const headers: Record<string, string> = {
    'content-security-policy': csp.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': kind === 'admin' ? 'same-origin' : 'strict-origin-when-cross-origin',
    // For browsers without CSP frame-ancestors.
    'x-frame-options': kind === 'admin' ? 'DENY' : 'SAMEORIGIN',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

/** Sets the page headers on replies; built once per public origin, not per request. */
export function createPageHeaders(
  publicOrigin: PublicOrigin,
  formTargets: readonly string[] = [],
): (reply: FastifyReply, kind: PageKind) => FastifyReply {
  let origin = '';
  let built: Record<PageKind, Record<string, string>> | null = null;
  return (reply, kind) => {
    const current = publicOrigin.get();
    if (built === null || current !== origin) {
      origin = current;
      built = {
        site: buildSecurityHeaders('site', origin, publicOrigin.https, formTargets),
        demo: buildSecurityHeaders('demo', origin, publicOrigin.https),
        admin: buildSecurityHeaders('admin', origin, publicOrigin.https),
      };
    }
    return reply.headers(built[kind]);
  };
}
