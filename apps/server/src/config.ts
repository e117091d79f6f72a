/** Server settings from the environment, with defaults for a local run. */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@beckon/owner-api';
import { parseStripeEnv, type StripeSettings } from './plugins/shop/index.js';
import { parseRecaptchaEnv, type RecaptchaSettings } from './plugins/site/index.js';

/**
 * Fastify's `trustProxy`: off, every hop, the proxies' addresses/CIDRs, or a
 * hop count as a function (Fastify 5 reads a bare number as "trust nobody").
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  widgetDistDir: string;
  /** LOG_REQUESTS=1 logs every request. */
  logRequests: boolean;
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe (client address, https). */
  trustProxy: TrustProxy;
  /** PUBLIC_URL's origin (e.g. https://clinic.example): the address in rendered pages and snippets. */
  publicUrl: string | undefined;
  /** SMTP_URL (e.g. smtps://user:pass@smtp.example:465): how mails leave; unset keeps them in mail_outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender address of every mail. */
  mailFrom: string | undefined;
  /** Outside production, undelivered mails are printed to the log (NODE_ENV=production stops it). */
  printMail: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1 lets webhooks post to private and loopback addresses (a private deployment);
   * WEBHOOK_FIRST_RETRY_MS: the first retry's delay (10 s), doubled for each next one.
   */
  leadDelivery: { allowPrivateAddresses: boolean; firstRetryMs?: number };
  /** RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET_KEY (+ RECAPTCHA_MIN_SCORE): site forms use reCAPTCHA v3, not ALTCHA. */
  recaptcha: RecaptchaSettings | undefined;
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (+ STRIPE_API_URL): card payments through Stripe's hosted checkout. */
  stripe: StripeSettings | undefined;
  /** SITES_BASE_DOMAIN: each website answers at {its label}.{this}; `localhost` by default (browsers resolve it here). */
  sitesBaseDomain: string;
  /**
   * DNS_SERVERS: comma-separated resolvers (host or host:port) for custom domains' TXT records and the host
   * names of webhooks being saved; the system's by default.
   */
  dnsServers: string[] | undefined;
  /** SECRETS_KEY: 32 bytes (base64 or hex) sealing integrations' API keys; see secrets-key.ts for the default. */
  secretsKey: string | undefined;
  /**
   * INTEGRATION_API_BASES: `mailchimp=http://…,brevo=http://…`, where email-marketing tools' APIs are reached
   * instead of their own addresses (tests on loopback, or an egress proxy).
   */
  integrationBaseUrls: Partial<Record<IntegrationProvider, string>>;
  /** WIX_API_ORIGIN: where Wix-style sites' REST API is reached; https://www.wixapis.com when unset. */
  wixApiOrigin: string | undefined;
}

/** packages/widget/dist, found from this file so the server starts from any working directory. */
export const DEFAULT_WIDGET_DIST_DIR = fileURLToPath(new URL('../../../packages/widget/dist/', import.meta.url));

/** apps/dashboard/dist, the built owner dashboard served at /admin. */
export const DEFAULT_DASHBOARD_DIST_DIR = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(text: string): boolean {
  if (text === 'loopback' || text === 'linklocal' || text === 'uniquelocal') return true;
  const [address = '', bits, extra] = text.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `true`/`false`, a hop count (`1`: the one proxy in front), or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d{1,3}$/.test(text)) {
    // The n addresses nearest to this server are proxies, whoever they are: only safe when
    // nothing but the proxy can reach the server (prefer the proxies' addresses).
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = list.find((part) => !isProxyAddress(part));
  if (bad !== undefined || list.length === 0)
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDRs, got ${JSON.stringify(bad ?? text)}`,
    );
  return list;
}

/** PUBLIC_URL: an http(s) origin; a trailing slash is allowed, a path, query or credentials are not. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an origin like https://clinic.example, got ${JSON.stringify(text)}`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  )
    throw new Error(`PUBLIC_URL must be an origin like https://clinic.example (no path), got ${JSON.stringify(text)}`);
  return url.origin;
}

function positiveMs(name: string, text: string): number {
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n < 1) throw new Error(`${name} must be a number of milliseconds, got ${text}`);
  return n;
}

/** INTEGRATION_API_BASES: comma-separated provider=http(s) base address pairs. */
export function parseIntegrationBases(value: string | undefined): Partial<Record<IntegrationProvider, string>> {
  const out: Partial<Record<IntegrationProvider, string>> = {};
  for (const pair of (value ?? '').split(',').map((p) => p.trim())) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const url = pair.slice(at + 1).replace(/\/+$/, '');
    const provider = INTEGRATION_PROVIDERS.find((p) => p === name);
    if (at < 1 || !provider || !/^https?:\/\/[^\s,]+$/.test(url))
      throw new Error(`INTEGRATION_API_BASES must be provider=http(s) address pairs, got ${JSON.stringify(pair)}`);
    out[provider] = url;
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    widgetDistDir: env.WIDGET_DIST_DIR ?? DEFAULT_WIDGET_DIST_DIR,
    logRequests: env.LOG_REQUESTS === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    printMail: env.NODE_ENV !== 'production',
    leadDelivery: {
      allowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE === '1',
      ...(env.WEBHOOK_FIRST_RETRY_MS
        ? { firstRetryMs: positiveMs('WEBHOOK_FIRST_RETRY_MS', env.WEBHOOK_FIRST_RETRY_MS) }
        : {}),
    },
    recaptcha: parseRecaptchaEnv(env),
    stripe: parseStripeEnv(env),
    sitesBaseDomain: parseBaseDomain(env.SITES_BASE_DOMAIN),
    dnsServers: env.DNS_SERVERS
      ? env.DNS_SERVERS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    integrationBaseUrls: parseIntegrationBases(env.INTEGRATION_API_BASES),
    wixApiOrigin: parseWixApiOrigin(env.WIX_API_ORIGIN),
  };
}

/** WIX_API_ORIGIN: an http(s) origin (tests on loopback, or an egress proxy). */
export function parseWixApiOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const origin = value.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#]+$/.test(origin))
    throw new Error(
      `WIX_API_ORIGIN must be an http(s) origin like https://www.wixapis.com, got ${JSON.stringify(value)}`,
    );
  return origin;
}

/** SITES_BASE_DOMAIN: a host name such as sites.example.com (no scheme, port or path). */
function parseBaseDomain(value: string | undefined): string {
  const text = (value ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (text === '') return 'localhost';
  if (
    !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(text) ||
    text.length > 200
  )
    throw new Error(`SITES_BASE_DOMAIN must be a host name like sites.example.com, got ${JSON.stringify(value)}`);
  return text;
}
