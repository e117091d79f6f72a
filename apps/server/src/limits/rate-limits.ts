/**
 * Per-IP and per-id rate limits on the public write routes: display, view,
 * close, conversion, statistics hit/online/event and sign-up; and per IP and
 * per account on the team invitations, which mail strangers. Over a limit the
 * answer is 429 with `Retry-After` and the JSON error body. Counts are shared
 * across processes (window-counts.ts).
 *
 * Why our own hook and not @fastify/rate-limit: its hook is an async function
 * with a promise-wrapped store call per request, and it takes one key per
 * route; the display route (budget ≤ 2.0× hello world's CPU) needs two keys
 * checked synchronously in one hook before the body is parsed.
 *
 * The limits are per minute (sign-up per hour), generous for real traffic: a
 * busy site's visitors behind one NAT share an IP, so per-IP limits are set
 * far above what one person does, and per-id limits above what a busy site
 * does. RATE_LIMITS="display-ip=1200,sign-up-ip=0" changes them (0 turns a
 * rule off).
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import { errors, toErrorBody } from '../errors.js';
import type { Rule, WindowCounts } from './window-counts.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

export const DEFAULT_RATE_LIMITS = {
  /** One page view is one display request; 10 a second from one address is a crowd behind a NAT. */
  'display-ip': { limit: 600, windowMs: MINUTE },
  /** A whole site's page views per account: ~1,000 a second. */
  'display-client': { limit: 60_000, windowMs: MINUTE },
  'view-ip': { limit: 300, windowMs: MINUTE },
  'view-popup': { limit: 30_000, windowMs: MINUTE },
  'close-ip': { limit: 300, windowMs: MINUTE },
  'close-popup': { limit: 30_000, windowMs: MINUTE },
  'conversion-ip': { limit: 60, windowMs: MINUTE },
  /** One visitor filling in forms: a few a minute at most. */
  'conversion-viewer': { limit: 60, windowMs: MINUTE },
  'hit-ip': { limit: 600, windowMs: MINUTE },
  'hit-site': { limit: 60_000, windowMs: MINUTE },
  'sign-up-ip': { limit: 20, windowMs: HOUR },
  /** A prize game is drawn once per viewer and pop-up: more than one a second from one address is a script. */
  'game-ip': { limit: 60, windowMs: MINUTE },
  /** A known visitor's session, pop-up activity, browse-abandonment saves and upgrade pop-up choices. */
  'visitor-activity-ip': { limit: 120, windowMs: MINUTE },
  /** A store's abandonment saves and orders per account: a busy store's customers, shed by address. */
  'store-report-client': { limit: 30_000, windowMs: MINUTE },
  /** Site forms (uploads up to 20 MB each): a person sends a few; more is a flood. */
  'site-form-ip': { limit: 20, windowMs: MINUTE },
  /** Password-reset mails: per address, so nobody can flood one mailbox, and per requesting IP. */
  'password-reset-ip': { limit: 20, windowMs: HOUR },
  'password-reset-email': { limit: 5, windowMs: HOUR },
  /** The shop's sign-up mails a link to any address typed in (its per-address budget is password-reset-email's). */
  'shop-sign-up-ip': { limit: 20, windowMs: HOUR },
  /**
   * Team invitations mail strangers, and the cap on open invitations does not stop an invite-and-cancel
   * loop: per account, a team's worth an hour; per address more, for someone who runs several accounts.
   */
  'team-invite-account': { limit: 30, windowMs: HOUR },
  'team-invite-ip': { limit: 60, windowMs: HOUR },
} as const satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
/** Limits to change from the defaults (0 turns a rule off). */
export type RateLimitOverrides = Partial<Record<RateLimitName, number>>;

/** Parses `display-ip=1200,sign-up-ip=0`; unknown names or bad numbers are a start-up error. */
export function parseRateLimits(text: string | undefined): RateLimitOverrides {
  const out: RateLimitOverrides = {};
  if (!text) return out;
  for (const part of text.split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (!name) continue;
    if (!(name in DEFAULT_RATE_LIMITS)) throw new Error(`RATE_LIMITS: unknown limit "${name}"`);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`RATE_LIMITS: ${name} must be a whole number, got ${value}`);
    out[name as RateLimitName] = n;
  }
  return out;
}

const isIpv6 = (ip: string) => ip.includes(':') && !ip.startsWith('::ffff:');

/** The first `groups` 16-bit groups of an IPv6 address, written short: `2001:db8:1:2::/64` for 4. */
function ipv6Prefix(ip: string, groups: number): string {
  const [head = ''] = ip.split('%');
  const halves = head.split('::');
  const left = (halves[0] ?? '').split(':').filter(Boolean);
  const right = halves.length > 1 ? (halves[1] ?? '').split(':').filter(Boolean) : [];
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, groups)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/${groups * 16}`;
}

/**
 * The key for an address: IPv6 clients are counted per /64, the block one
 * household or host gets, so rotating addresses inside it does not help.
 */
export function addressKey(ip: string): string {
  if (!isIpv6(ip)) return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ipv6Prefix(ip, 4);
}

/**
 * The /48 an IPv6 address belongs to (one site's allocation: 65,536 /64s), or undefined for IPv4. Every per-IP
 * rule has a /48 companion with BLOCK48_FACTOR times its limit, so a client holding a /48 cannot multiply its
 * budget by rotating /64s, while a few busy networks of one organisation still fit.
 */
export function block48Key(ip: string): string | undefined {
  return isIpv6(ip) ? ipv6Prefix(ip, 3) : undefined;
}
export const BLOCK48_FACTOR = 4;

type Stage = 'onRequest' | 'preHandler';
interface Check {
  rule: Rule;
  stage: Stage;
  key(request: FastifyRequest): string | undefined;
  /**
   * For a per-id rule: the route's per-IP rule. Over the per-id limit only addresses past their fair share
   * of that rule (FAIR_SHARE of its limit) are refused, so a flood sheds itself and not the site's visitors.
   */
  perIp?: Rule;
}

/**
 * The per-id limits that shed only the flood (an account's display requests, a pop-up's views and closes, a
 * site's hits): once spent, an address that sent more than a tenth of its per-IP limit in the window is refused,
 * and every other address is still served. Without this, ~100 addresses each under their own limit spent an
 * account's budget and every real visitor got 429.
 */
const SHED_BY_ADDRESS: ReadonlySet<string> = new Set<RateLimitName>([
  'display-client',
  'view-popup',
  'close-popup',
  'hit-site',
  'store-report-client',
]);
const FAIR_SHARE = 0.1;

/**
 * Loopback is not limited per IP: it is this machine (a local reverse proxy
 * without TRUST_PROXY, where every visitor would share one key, benches,
 * health checks). Per-id limits still apply to it.
 */
export function isLoopback(ip: string): boolean {
  return ip.startsWith('127.') || ip === '::1' || ip.startsWith('::ffff:127.');
}
const ip = (request: FastifyRequest) => (isLoopback(request.ip) ? undefined : addressKey(request.ip));
const block48 = (request: FastifyRequest) => (isLoopback(request.ip) ? undefined : block48Key(request.ip));
const param = (name: string) => (request: FastifyRequest) => (request.params as Record<string, string>)[name];
const bodyField = (name: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

const queryField = (name: string) => (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** The signed-in owner's account (the owner plugin's session hook has run by the route's preHandler). */
const account = (request: FastifyRequest) => request.owner?.accountId;

/** A shop customer's email as a rate-limit key, apart from an owner's with the same address. */
const shopKey = (email: string | undefined) =>
  email === undefined ? undefined : `shop\n${email.trim().toLowerCase()}`;

/** Which checks each route gets, by method and path as registered. */
function routeChecks(rule: (name: RateLimitName) => Rule | null): Map<string, Check[]> {
  const checks = (...list: [RateLimitName, Stage, Check['key']][]) => {
    const out = list.flatMap(([name, stage, key]): Check[] => {
      const r = rule(name);
      if (!r) return [];
      if (key !== ip) return [{ rule: r, stage, key }];
      // The per-IP rule's /48 companion (block48Key), checked after it.
      const wide = { name: `${name}/48`, limit: r.limit * BLOCK48_FACTOR, windowMs: r.windowMs };
      return [
        { rule: r, stage, key },
        { rule: wide, stage, key: block48 },
      ];
    });
    const perIp = out.find((c) => c.key === ip)?.rule;
    for (const c of out) if (perIp && SHED_BY_ADDRESS.has(c.rule.name)) c.perIp = perIp;
    return out;
  };
  return new Map([
    [
      'POST /api/display/:clientId',
      checks(['display-ip', 'onRequest', ip], ['display-client', 'onRequest', param('clientId')]),
    ],
    [
      'POST /api/display/viewed/:poptinId',
      checks(['view-ip', 'onRequest', ip], ['view-popup', 'onRequest', param('poptinId')]),
    ],
    [
      'POST /api/display/closed/:poptinId',
      checks(['close-ip', 'onRequest', ip], ['close-popup', 'onRequest', param('poptinId')]),
    ],
    [
      'POST /api/display/conversion/:viewerId',
      checks(['conversion-ip', 'onRequest', ip], ['conversion-viewer', 'onRequest', param('viewerId')]),
    ],
    ['POST /api/statistics/hit', checks(['hit-ip', 'onRequest', ip], ['hit-site', 'preHandler', bodyField('site')])],
    ['POST /api/statistics/online', checks(['hit-ip', 'onRequest', ip], ['hit-site', 'preHandler', bodyField('site')])],
    ['POST /api/statistics/event', checks(['hit-ip', 'onRequest', ip], ['hit-site', 'preHandler', bodyField('site')])],
    ['POST /api/owner/sign-up', checks(['sign-up-ip', 'onRequest', ip])],
    ['POST /api/display/game/:poptinId', checks(['game-ip', 'onRequest', ip])],
    ['POST /api/display/total-website-session/:clientId', checks(['visitor-activity-ip', 'onRequest', ip])],
    ['POST /api/display/conversion-activities/:clientId', checks(['visitor-activity-ip', 'onRequest', ip])],
    [
      'GET /api/display/browse-abandonment',
      checks(['visitor-activity-ip', 'onRequest', ip], ['store-report-client', 'onRequest', queryField('client_id')]),
    ],
    [
      'POST /api/display/browse-abandonment',
      checks(['visitor-activity-ip', 'onRequest', ip], ['store-report-client', 'preHandler', bodyField('client_id')]),
    ],
    ['GET /api/display/limitLogs/:clientId', checks(['visitor-activity-ip', 'onRequest', ip])],
    [
      'POST /api/display/wix/save-ordered-products',
      checks(['visitor-activity-ip', 'onRequest', ip], ['store-report-client', 'preHandler', bodyField('client_id')]),
    ],
    ['GET /api/display/store/client-id', checks(['visitor-activity-ip', 'onRequest', ip])],
    ['POST /site/api/forms/send', checks(['site-form-ip', 'onRequest', ip])],
    [
      'POST /api/owner/password-reset',
      checks(
        ['password-reset-ip', 'onRequest', ip],
        ['password-reset-email', 'preHandler', (r) => bodyField('email')(r)?.trim().toLowerCase()],
      ),
    ],
    [
      'POST /api/owner/team/invitations',
      checks(['team-invite-ip', 'onRequest', ip], ['team-invite-account', 'preHandler', account]),
    ],
    [
      // The shop customer's lost password: a customer's buckets apart from an owner's with the same email.
      'POST /mi-cuenta/contrasena-perdida/',
      checks(
        ['password-reset-ip', 'onRequest', ip],
        ['password-reset-email', 'preHandler', (r) => shopKey(bodyField('user_login')(r))],
      ),
    ],
    [
      // The shop's sign-up mails the address too: it shares the lost password's budget per address.
      'POST /mi-cuenta/registrarse',
      checks(
        ['shop-sign-up-ip', 'onRequest', ip],
        ['password-reset-email', 'preHandler', (r) => shopKey(bodyField('email')(r))],
      ),
    ],
  ]);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that plain HTML forms post to answers its own 429 (its page saying how long to wait):
     * true when it has sent the answer (`Retry-After` is already set), false for the JSON body.
     */
    rateLimited?: (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => boolean;
  }
}

/** The 429 answer: `Retry-After` and the catalogue's JSON body, or the route's own page. */
function sendTooManyRequests(request: FastifyRequest, reply: FastifyReply, retryAfter: number): void {
  reply.code(429).header('retry-after', String(retryAfter));
  if (request.routeOptions.config.rateLimited?.(request, reply, retryAfter)) return;
  reply.type('application/json; charset=utf-8').send(toErrorBody(errors.tooManyRequests(retryAfter)));
}

function hook(counts: WindowCounts, list: readonly Check[]) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    for (let i = 0; i < list.length; i++) {
      const check = list[i] as Check;
      const key = check.key(request);
      if (key === undefined) continue;
      const wait = counts.hit(check.rule, key);
      if (wait > 0) {
        // Over a shedding per-id limit, an address within its fair share is still served (its count includes
        // this request: the per-IP check ran first). Loopback has no per-IP count, so it is refused as before.
        const perIp = check.perIp;
        const address = perIp && ip(request);
        if (perIp && address !== undefined && counts.count(perIp, address) <= perIp.limit * FAIR_SHARE) continue;
        sendTooManyRequests(request, reply, wait);
        return;
      }
    }
    done();
  };
}

function addHook(route: RouteOptions, stage: Stage, handler: onRequestHookHandler | preHandlerHookHandler): void {
  const existing = route[stage];
  // Ours goes first: a request over the limit should cost as little as possible.
  route[stage] = (existing === undefined ? [handler] : [handler, ...[existing].flat()]) as never;
}

/** An `onRoute` hook that puts the checks in front of the routes listed above. */
export function rateLimitOnRoute(counts: WindowCounts, overrides: RateLimitOverrides = {}) {
  const rule = (name: RateLimitName): Rule | null => {
    const limit = overrides[name] ?? DEFAULT_RATE_LIMITS[name].limit;
    return limit === 0 ? null : { name, limit, windowMs: DEFAULT_RATE_LIMITS[name].windowMs };
  };
  const byRoute = routeChecks(rule);
  return (route: RouteOptions) => {
    const list = [route.method].flat().flatMap((method) => byRoute.get(`${method} ${route.url}`) ?? []);
    if (list.length === 0) return;
    for (const stage of ['onRequest', 'preHandler'] as const) {
      const staged = list.filter((c) => c.stage === stage);
      if (staged.length > 0) addHook(route, stage, hook(counts, staged));
    }
  };
}
