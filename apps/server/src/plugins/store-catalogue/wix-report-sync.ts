/**
 * Files a Wix-style site's abandoned checkouts as cart reports and its orders as ordered products, read from
 * the site's eCommerce REST API with the account's stored key (the widget cannot read them on the site:
 * docs/deviations.md). Like our own shop's abandoned carts, it runs when the owner reads the store reports,
 * so no job has to run: at most once a minute per account (the claim on store_wix_sync is atomic, so
 * processes take turns), within a few seconds' budget (what was read by then is filed; the rest waits for the
 * next read), and the write takes a per-account advisory try-lock, so two processes never file at once.
 * A problem (key refused, no Read Orders permission, Wix unreachable) is kept for the Wix connection screen;
 * the reports answer never waits on it. Request and answer shapes: wix-report-mapping.ts.
 */
import type { Db, Queryable } from '@beckon/db';
import type { WixReadProblem } from '@beckon/owner-api';
import type { FastifyBaseLogger } from 'fastify';
import { readCappedJson } from '../../http/capped-json.js';
import { retryAfterMs } from '../../http/retry-after.js';
import type { SecretBox } from '../../secret-box.js';
import { recordOrder } from '../display/index.js';
import { callWixApi, type WixSiteAccess } from './wix-api.js';
import type { WixConnections } from './wix-connections.js';
import { wixKeyProblem } from './wix-key-check.js';
import {
  newestChange,
  readFrom,
  updatedDateOf,
  type WixCartReportRow,
  wixCartReport,
  wixCheckoutsPageSchema,
  wixListRequest,
  wixOrderRecord,
  wixOrdersPageSchema,
} from './wix-report-mapping.js';

type WixSyncProblem = WixReadProblem;

/** What the connection screen shows of the sync. */
interface WixSyncState {
  siteId: string | null;
  succeededAt: Date | null;
  problem: WixSyncProblem | null;
  problemAt: Date | null;
}

export interface WixReportSync {
  /** Files what is new for the account; never throws, and settles within the budget. */
  run(accountId: string, now: Date): Promise<void>;
  state(accountId: string): Promise<WixSyncState | null>;
  /**
   * After a key was saved: whether it may read orders too (it was checked on carts only), kept as the state's
   * problem; the next read of the store reports reads the site at once.
   */
  keySaved(accountId: string, siteId: string, apiKey: string): Promise<void>;
}

export interface WixReportSyncOptions {
  db: Db;
  connections: WixConnections;
  box: SecretBox | null;
  apiOrigin: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** An account's site is read at most this often (60 s; tests: 0). */
  minIntervalMs?: number;
  /** The owner's screen waits at most this long for the site's API (3 s). */
  budgetMs?: number;
  /** The key wix_erased_contacts keeps a contact id by (wix-contact-lookup.ts); without it none is skipped. */
  erasedKeyOf?: (accountId: string, contactId: string) => string;
}

/** Pages read at most per list and run (500 items), so a long backlog is read and filed over several runs. */
const MAX_PAGES = 5;
/**
 * A page's answer is read up to this size (a page of 100 orders, lines and addresses included, is well below it); a longer one is
 * the site’s failure, so a broken proxy streaming without end is neither held in memory nor read till the deadline.
 */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
/** The cart read that tells a refused key from a missing permission waits at most this long. */
const PROBE_MS = 1_500;

/**
 * A site that answered 429 is asked nothing more for its Retry-After, or this long when it names none: reading
 * on every owner's visit would keep the key over Wix's limit.
 */
const RATE_LIMIT_WAIT_MS = 5 * 60_000;
/** A Retry-After longer than this is not believed (a hostile answer must not stop the reads for good). */
const MAX_RATE_LIMIT_WAIT_MS = 60 * 60_000;

class WixReadFailed extends Error {
  constructor(
    readonly status: number | null,
    /** How long the site asked not to be asked again (429 only). */
    readonly waitMs: number | null = null,
  ) {
    super(`the site's API answered ${status ?? 'nothing'}`);
  }
}

interface ListRead {
  items: unknown[];
  /** The newest change among the pages read whole; null when nothing was read. */
  newest: Date | null;
  /** The list was read to its end (not stopped by the page cap or the deadline). */
  complete: boolean;
  failure: WixReadFailed | null;
}

const CLAIM = `
  INSERT INTO store_wix_sync (account_id, site_id, attempted_at) VALUES ($1, $2, $3)
  ON CONFLICT (account_id) DO UPDATE SET attempted_at = EXCLUDED.attempted_at, site_id = EXCLUDED.site_id,
    orders_cursor = CASE WHEN store_wix_sync.site_id = EXCLUDED.site_id THEN store_wix_sync.orders_cursor END,
    checkouts_cursor = CASE WHEN store_wix_sync.site_id = EXCLUDED.site_id THEN store_wix_sync.checkouts_cursor END
   WHERE store_wix_sync.attempted_at IS NULL OR store_wix_sync.attempted_at <= $4
  RETURNING orders_cursor, orders_more, checkouts_cursor, checkouts_more`;

// $1 account, $2 report rows as JSON. One report per abandoned checkout (the partial unique index); a
// checkout changed since its report updates it, unless an order already recovered it.
const UPSERT_REPORTS = `
  INSERT INTO browse_abandonment (account_id, data_for, source, wix_abandoned_checkout_id, wix_checkout_id,
                                  customer_id, products, total_cart_value, created_at, updated_at)
  SELECT $1, 'cart', 'wix', r.abandoned_checkout_id, r.checkout_id, r.customer_id, r.products, r.total_value,
         r.created_at, r.updated_at
    FROM jsonb_to_recordset($2::jsonb)
      AS r(abandoned_checkout_id text, checkout_id text, customer_id text, products jsonb, total_value numeric,
           created_at timestamptz, updated_at timestamptz)
  ON CONFLICT (account_id, wix_abandoned_checkout_id) WHERE source = 'wix'
  DO UPDATE SET products = EXCLUDED.products, total_cart_value = EXCLUDED.total_cart_value,
                customer_id = EXCLUDED.customer_id, wix_checkout_id = EXCLUDED.wix_checkout_id,
                updated_at = EXCLUDED.updated_at
   WHERE browse_abandonment.recovered_at IS NULL AND browse_abandonment.updated_at < EXCLUDED.updated_at`;

// $1 account, $2 report rows as JSON. A checkout Wix shows recovered whose report no order recovered (its order
// was filed by an earlier read, before the checkout was read, or is not placed yet) is recovered at Wix's
// recovery time with the cart's value, so it is never listed as an open cart.
const RECOVER_REPORTS = `
  UPDATE browse_abandonment b SET recovered_at = r.recovered_at, recovered_value = b.total_cart_value
    FROM jsonb_to_recordset($2::jsonb) AS r(abandoned_checkout_id text, recovered_at timestamptz)
   WHERE b.account_id = $1 AND b.source = 'wix' AND b.wix_abandoned_checkout_id = r.abandoned_checkout_id
     AND b.recovered_at IS NULL AND r.recovered_at IS NOT NULL`;

/**
 * Whether the list's next read resumes at its cursor (true) or starts the overlap before it (false); null keeps
 * it as it stood: a list that failed or of which no page was read (the budget ran out first) moved nothing.
 */
const moreAfter = (read: ListRead): boolean | null =>
  read.failure || (!read.complete && read.newest === null) ? null : !read.complete;

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

export function createWixReportSync(opts: WixReportSyncOptions): WixReportSync {
  const f = opts.fetch ?? fetch;
  const minIntervalMs = opts.minIntervalMs ?? 60_000;
  const budgetMs = opts.budgetMs ?? 3_000;

  /** Every page of one list changed since `from`, until the list ends, MAX_PAGES, or the deadline. */
  const readList = async (
    path: string,
    wrapper: 'search' | 'query',
    from: Date,
    access: WixSiteAccess,
    deadline: number,
  ): Promise<ListRead> => {
    const read: ListRead = { items: [], newest: null, complete: false, failure: null };
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let answer: unknown;
      try {
        const res = await callWixApi(f, opts.apiOrigin, access, path, {
          body: wixListRequest(wrapper, from, cursor),
          timeoutMs: left,
        });
        if (!res.ok) {
          await res.body?.cancel();
          const wait =
            res.status === 429
              ? Math.min(retryAfterMs(res.headers.get('retry-after')) ?? RATE_LIMIT_WAIT_MS, MAX_RATE_LIMIT_WAIT_MS)
              : null;
          read.failure = new WixReadFailed(res.status, wait);
          return read;
        }
        answer = await readCappedJson(res, MAX_PAGE_BYTES);
      } catch {
        // A page cut off by the deadline is read again next time; anything else is the API's failure.
        if (Date.now() < deadline) read.failure = new WixReadFailed(null);
        return read;
      }
      const parsed =
        wrapper === 'search' ? wixOrdersPageSchema.safeParse(answer) : wixCheckoutsPageSchema.safeParse(answer);
      if (!parsed.success) {
        read.failure = new WixReadFailed(200);
        return read;
      }
      const [items, metadata] =
        'orders' in parsed.data
          ? [parsed.data.orders, parsed.data.metadata]
          : [parsed.data.abandonedCheckouts, parsed.data.metadata ?? parsed.data.pagingMetadata];
      read.items.push(...items);
      read.newest = newestChange(
        read.newest,
        items.map(updatedDateOf).filter((d): d is Date => d !== null),
      );
      const next = metadata?.cursors?.next;
      if (metadata?.hasNext === false || !next || items.length === 0) {
        read.complete = true;
        break;
      }
      cursor = next;
    }
    return read;
  };

  /** Why the site refused a list: the same key reading a cart tells a refused key from a missing permission. */
  const problemOf = async (
    failure: WixReadFailed,
    { siteId, apiKey }: WixSiteAccess,
    deadline: number,
  ): Promise<WixSyncProblem> => {
    if (failure.status !== 401 && failure.status !== 403) return 'unreachable';
    const left = Math.min(PROBE_MS, Math.max(300, deadline - Date.now()));
    const cartProblem = await wixKeyProblem(opts.apiOrigin, siteId, apiKey, f, left);
    if (cartProblem === null) return 'no_read_orders';
    return cartProblem === 'refused' ? 'key_refused' : 'unreachable';
  };

  const file = async (
    tx: Queryable,
    accountId: string,
    checkouts: ListRead,
    orders: ListRead,
    now: Date,
  ): Promise<void> => {
    // A contact a privacy erasure removed is filed no more, though the site still lists their checkouts.
    const erased = new Set<string>();
    if (opts.erasedKeyOf) {
      const { rows } = await tx.query<{ contact_key: string }>(
        'SELECT contact_key FROM wix_erased_contacts WHERE account_id = $1',
        [accountId],
      );
      for (const row of rows) erased.add(row.contact_key);
    }
    const keep = (customerId: string) =>
      erased.size === 0 || customerId === '' || !erased.has(opts.erasedKeyOf?.(accountId, customerId) ?? '');
    const reports = checkouts.items
      .map(wixCartReport)
      .filter((r): r is WixCartReportRow => r !== null && keep(r.customer_id));
    // One abandoned checkout read twice in a run (it changed between pages) is filed once, as last read.
    const byId = new Map(reports.map((r) => [r.abandoned_checkout_id, r]));
    if (byId.size > 0) await tx.query(UPSERT_REPORTS, [accountId, JSON.stringify([...byId.values()])]);
    for (const raw of orders.items) {
      const order = wixOrderRecord(raw);
      if (order === null || !keep(order.customerId)) continue;
      const placedAt = order.placedAt > now ? now : order.placedAt;
      await recordOrder(
        tx,
        {
          accountId,
          customerId: order.customerId,
          sourceTable: order.sourceTable,
          products: order.products,
          ...(order.totalValue === undefined ? {} : { totalValue: order.totalValue }),
          ...(order.checkoutId === undefined ? {} : { wixCheckoutId: order.checkoutId }),
        },
        placedAt,
      );
    }
    const recovered = [...byId.values()].filter((r) => r.recovered_at !== null);
    if (recovered.length > 0) await tx.query(RECOVER_REPORTS, [accountId, JSON.stringify(recovered)]);
  };

  const run = async (accountId: string, now: Date): Promise<void> => {
    if (!opts.box) return;
    const connection = await opts.connections.get(accountId);
    if (!connection) return;
    const claimed = await opts.db.query<{
      orders_cursor: Date | string | null;
      orders_more: boolean;
      checkouts_cursor: Date | string | null;
      checkouts_more: boolean;
    }>(CLAIM, [accountId, connection.siteId, now.toISOString(), new Date(now.getTime() - minIntervalMs).toISOString()]);
    const cursors = claimed.rows[0];
    if (!cursors) return;
    const access = { siteId: connection.siteId, apiKey: opts.box.open(connection.apiKeySealed) };
    const deadline = Date.now() + budgetMs;
    const checkoutsFrom = readFrom(asDate(cursors.checkouts_cursor), now, cursors.checkouts_more);
    const ordersFrom = readFrom(asDate(cursors.orders_cursor), now, cursors.orders_more);
    // Abandoned checkouts first: an order read in the same run then finds the report it recovers.
    const checkouts = await readList('/ecom/v1/abandoned-checkout/query', 'query', checkoutsFrom, access, deadline);
    const orders = checkouts.failure
      ? { items: [], newest: null, complete: false, failure: null }
      : await readList('/ecom/v1/orders/search', 'search', ordersFrom, access, deadline);
    const failure = checkouts.failure ?? orders.failure;
    const problem = failure ? await problemOf(failure, access, deadline) : null;
    if (problem) opts.log.warn({ accountId, problem, status: failure?.status }, 'could not read the Wix site');
    await opts.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ got: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS got',
        [`wix-report-sync\n${accountId}`],
      );
      if (!rows[0]?.got) return;
      await file(tx, accountId, checkouts, orders, now);
      await tx.query(
        `UPDATE store_wix_sync
            SET checkouts_cursor = greatest(checkouts_cursor, $2::timestamptz),
                orders_cursor = greatest(orders_cursor, $3::timestamptz),
                checkouts_more = coalesce($6::boolean, checkouts_more),
                orders_more = coalesce($7::boolean, orders_more),
                succeeded_at = CASE WHEN $4::text IS NULL THEN $5::timestamptz ELSE succeeded_at END,
                problem = $4, problem_at = CASE WHEN $4::text IS NULL THEN NULL ELSE $5::timestamptz END,
                attempted_at = coalesce($8::timestamptz, attempted_at)
          WHERE account_id = $1`,
        [
          accountId,
          checkouts.newest?.toISOString() ?? null,
          orders.newest?.toISOString() ?? null,
          problem,
          now.toISOString(),
          moreAfter(checkouts),
          moreAfter(orders),
          // After a 429 the claim is dated so that the next one succeeds only once the site's wait has passed.
          failure?.waitMs ? new Date(now.getTime() + Math.max(failure.waitMs - minIntervalMs, 0)).toISOString() : null,
        ],
      );
    });
  };

  return {
    async run(accountId, now) {
      try {
        await run(accountId, now);
      } catch (err) {
        opts.log.warn({ err, accountId }, 'could not file the Wix site’s abandoned checkouts and orders');
      }
    },
    async keySaved(accountId, siteId, apiKey) {
      let status: number | null = null;
      try {
        const res = await callWixApi(f, opts.apiOrigin, { siteId, apiKey }, '/ecom/v1/orders/search', {
          body: { search: { cursorPaging: { limit: 1 } } },
          timeoutMs: budgetMs,
        });
        await res.body?.cancel();
        status = res.status;
      } catch {
        // The site accepted the key for carts a moment ago: a failure here is no verdict on the key.
      }
      const problem: WixSyncProblem | null = status === 401 || status === 403 ? 'no_read_orders' : null;
      await opts.db.query(
        `INSERT INTO store_wix_sync (account_id, site_id, problem, problem_at)
         VALUES ($1, $2, $3, CASE WHEN $3::text IS NULL THEN NULL ELSE clock_timestamp() END)
         ON CONFLICT (account_id) DO UPDATE SET problem = EXCLUDED.problem, problem_at = EXCLUDED.problem_at,
           attempted_at = NULL, site_id = EXCLUDED.site_id,
           orders_cursor = CASE WHEN store_wix_sync.site_id = EXCLUDED.site_id THEN store_wix_sync.orders_cursor END,
           checkouts_cursor = CASE WHEN store_wix_sync.site_id = EXCLUDED.site_id
                                   THEN store_wix_sync.checkouts_cursor END,
           succeeded_at = CASE WHEN store_wix_sync.site_id = EXCLUDED.site_id THEN store_wix_sync.succeeded_at END`,
        [accountId, siteId, problem],
      );
    },
    async state(accountId) {
      const { rows } = await opts.db.query<{
        site_id: string | null;
        succeeded_at: Date | string | null;
        problem: WixSyncProblem | null;
        problem_at: Date | string | null;
      }>('SELECT site_id, succeeded_at, problem, problem_at FROM store_wix_sync WHERE account_id = $1', [accountId]);
      const row = rows[0];
      if (!row) return null;
      return {
        siteId: row.site_id,
        succeededAt: asDate(row.succeeded_at),
        problem: row.problem,
        problemAt: asDate(row.problem_at),
      };
    },
  };
}
