/**
 * The checkout statement by statement, printed by `npm run bench -- checkoutsql`: the app in process on
 * PGlite on disk, seeded, CHECKOUT_CARTS carts of one line (CHECKOUT_MIXED=1: three lines with the
 * `clinica5` coupon) checked out one at a time. Prints the statements a checkout runs (BEGIN and COMMIT
 * left out), each one's median time and the process's CPU per checkout. On a shared machine compare two
 * versions by running this in each worktree in turn, not against figures from another hour.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Db, migrate, type Queryable } from '@beckon/db';
import { buildApp } from '../src/app.js';
import { seedAll } from '../src/seed.js';
import { BILLING } from '../test/http/shop-helpers.js';

const CARTS = Number(process.env.CHECKOUT_CARTS ?? 150);
/** Checkouts before the measured ones (PGlite's caches, V8's code). */
const WARM_UP = 20;
const MIXED = process.env.CHECKOUT_MIXED === '1';
const LINES: readonly (readonly [string, number])[] = MIXED
  ? [
      ['101', 1],
      ['102', 2],
      ['106', 1],
    ]
  : [['101', 1]];
const HTML = { host: 'localhost:80', accept: 'text/html' };
const FORM = { ...HTML, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

interface Statement {
  sql: string;
  ms: number;
}

/** `q` with every query timed into the list `log()` answers (none while it answers null). */
function timed<Q extends Queryable>(q: Q, log: () => Statement[] | null): Q {
  const query = q.query.bind(q);
  q.query = (async (sql: string, params?: readonly unknown[]) => {
    const start = performance.now();
    try {
      return await query(sql, params);
    } finally {
      log()?.push({ sql: sql.replace(/\s+/g, ' ').slice(0, 90), ms: performance.now() - start });
    }
  }) as Q['query'];
  return q;
}

function timedDb(db: Db, log: () => Statement[] | null): Db {
  timed(db, log);
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) => transaction((tx) => fn(timed(tx, log)));
  return db;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runCheckoutStatementsBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-checkout-sql-'));
  let recording: Statement[] | null = null;
  const db = timedDb(await connect({ dataDir }), () => recording);
  try {
    await migrate(db);
    await seedAll(db);
    await db.query('UPDATE shop_variants SET stock = NULL WHERE variant_id = ANY($1::int[])', [
      LINES.map(([variant]) => Number(variant)),
    ]);
    const app = await buildApp({ db, logger: false });
    await app.ready();
    const carts: { cookie: string; csrf: string }[] = [];
    for (let i = 0; i < CARTS + WARM_UP; i++) {
      let cookie = '';
      let csrf = '';
      for (const [variant, quantity] of LINES) {
        const added = await app.inject({
          method: 'POST',
          url: '/carrito/anadir',
          headers: { ...FORM, ...(cookie ? { cookie } : {}) },
          payload: new URLSearchParams({
            variante: variant,
            cantidad: String(quantity),
            ...(csrf ? { _csrf: csrf } : {}),
          }).toString(),
        });
        const set = added.cookies.find((c) => c.name === 'beckon_cart');
        if (set) cookie = `beckon_cart=${set.value}`;
        csrf = csrfIn((await app.inject({ method: 'GET', url: '/carrito/', headers: { ...HTML, cookie } })).body);
      }
      if (MIXED) {
        const applied = await app.inject({
          method: 'POST',
          url: '/carrito/cupon',
          headers: { ...FORM, cookie },
          payload: new URLSearchParams({ _csrf: csrf, cupon: 'clinica5' }).toString(),
        });
        if (!String(applied.headers.location).includes('cupon-aplicado')) throw new Error('the coupon was refused');
      }
      const page = await app.inject({ method: 'GET', url: '/finalizar-compra/', headers: { ...HTML, cookie } });
      carts.push({ cookie, csrf: csrfIn(page.body) });
    }
    const runs: { cpuMs: number; statements: Statement[] }[] = [];
    for (const [i, cart] of carts.entries()) {
      const statements: Statement[] = [];
      recording = statements;
      const cpu = process.cpuUsage();
      const placed = await app.inject({
        method: 'POST',
        url: '/finalizar-compra/',
        headers: { ...FORM, cookie: cart.cookie },
        payload: new URLSearchParams({ _csrf: cart.csrf, ...BILLING }).toString(),
      });
      const used = process.cpuUsage(cpu);
      recording = null;
      if (placed.statusCode !== 303 || !String(placed.headers.location).includes('pedido-recibido'))
        throw new Error(`the checkout answered ${placed.statusCode}`);
      if (i >= WARM_UP) runs.push({ cpuMs: (used.user + used.system) / 1000, statements });
    }
    await app.close();
    const first = runs[0]?.statements ?? [];
    console.log(
      `\nCheckout in process (PGlite on disk, ${runs.length} checkouts of ${MIXED ? 'three lines + coupon' : 'one line'}, one at a time)`,
    );
    // Each statement's median wall time: a statement may also wait for the disk, so the CPU is the total to compare.
    console.log(
      `  ${first.length} statements   CPU ${median(runs.map((r) => r.cpuMs)).toFixed(2)} ms a checkout (median)`,
    );
    for (const [k, s] of first.entries())
      console.log(`  ${median(runs.map((r) => r.statements[k]?.ms ?? 0)).toFixed(3)} ms  ${s.sql}`);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx apps/server/bench/checkout-statements-bench.ts` runs it alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runCheckoutStatementsBench();
  process.exit(0);
}
