/**
 * Security headers on every HTML page: the clinic site's pages and its 404
 * page, /demo, /demo/he and the /admin shell carry a CSP whose scripts come
 * only from this server (no 'unsafe-inline'), frame-ancestors, nosniff and a
 * Referrer-Policy; HSTS when the public origin is https. The site's HTML
 * itself has no inline script the CSP would block.
 */
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { buildSecurityHeaders } from '../../src/http/security-headers.js';
import { seedAll } from '../../src/seed.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

/** The CSP's directives by name. */
function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '')
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

const PAGES = [
  ['the home page', '/', 'site'],
  ['post 228', '/dermatitis-atopica/', 'site'],
  ['the site 404 page', '/no-such-page/', 'site'],
  ['the demo page', '/demo', 'demo'],
  ['the Hebrew demo page', '/demo/he', 'demo'],
  ['the admin shell', '/admin', 'admin'],
  ['an admin route', '/admin/popups', 'admin'],
] as const;

describe('security headers of the HTML pages', () => {
  let db: Db;
  let app: FastifyInstance;
  let httpsApp: FastifyInstance;
  beforeAll(async () => {
    db = await connectMigratedMemory();
    await migrate(db);
    await seedAll(db);
    app = await buildApp({ db, logger: false });
    httpsApp = await buildApp({ db, logger: false, publicUrl: 'https://clinic.example' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await httpsApp.close();
    await db.close();
  }, HOOK_TIMEOUT_MS);

  it.each(PAGES)(
    'gives %s a CSP without inline scripts, framing rules, nosniff and a referrer policy',
    async (_name, url, kind) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect(scripts).toBeDefined();
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe(kind === 'admin' ? "'none'" : "'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe(kind === 'admin' ? 'same-origin' : 'strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(PAGES)('adds HSTS to %s when the public origin is https', async (_name, url) => {
    const res = await httpsApp.inject({ method: 'GET', url, headers: { host: 'clinic.example' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it.each(PAGES.filter(([, , kind]) => kind !== 'admin'))(
    'puts no inline script in %s: every script is a file of this server',
    async (_name, url) => {
      const res = await httpsApp.inject({ method: 'GET', url, headers: { host: 'clinic.example' } });
      const tags = res.body.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of tags) {
        const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
        expect(src, tag).toBeDefined();
        expect(src?.startsWith('/') || src?.startsWith('https://clinic.example/'), tag).toBe(true);
      }
      // The snippets point at the public origin, which the CSP names besides 'self'.
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      expect(csp.get('script-src')).toContain('https://clinic.example');
      expect(csp.get('connect-src')).toContain('https://clinic.example');
    },
  );
});

describe('buildSecurityHeaders', () => {
  it('lets the site frame only the video players and the social SDK its social-embed island uses', () => {
    const site = directives(buildSecurityHeaders('site', 'https://clinic.example', true)['content-security-policy']);
    expect(site.get('frame-src')).toBe(
      'https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com',
    );
    expect(site.get('script-src')).toBe("'self' https://clinic.example https://connect.facebook.net");
    const demo = directives(buildSecurityHeaders('demo', 'https://clinic.example', true)['content-security-policy']);
    expect(demo.get('frame-src')).toBe("'none'");
  });
});
