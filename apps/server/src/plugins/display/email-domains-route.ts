/**
 * GET /api/display/validation/email-domains — free-mail and disposable
 * domains for the "business email only" check (spec §3 form fields, §5
 * "Email, business mode"). Static, so cached for a day.
 */
import type { FastifyInstance } from 'fastify';

const NON_BUSINESS_EMAIL_DOMAINS: readonly string[] = [
  // Free mail providers
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'mail.com',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'yandex.ru',
  'yandex.com',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'zoho.com',
  'fastmail.com',
  'hushmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'daum.net',
  'rediffmail.com',
  'libero.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'walla.co.il',
  'walla.com',
  'bezeqint.net',
  'netvision.net.il',
  // Disposable / throwaway
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
  'fakeinbox.com',
  'mintemail.com',
  'mohmal.com',
  'emailondeck.com',
];

export function registerEmailDomainsRoute(scope: FastifyInstance): void {
  const payload = JSON.stringify({ domains: NON_BUSINESS_EMAIL_DOMAINS });
  scope.get('/api/display/validation/email-domains', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8').send(payload),
  );
}
