/**
 * The pop-up list's figures for a large account (the results query the list asks for 7, 30 and 90 days): one
 * throwaway PostgreSQL database holding an account with 200 pop-ups, 10,000,000 views, 1,000,000 closes and
 * 200,000 leads spread over the last 90 days, each window asked three times. The budget is 100 ms. PostgreSQL
 * only: FIGURES_BENCH_DATABASE_URL (or TEST_DATABASE_URL), a server it may CREATE DATABASE on. Not part of
 * `npm run bench`'s default set:
 *   FIGURES_BENCH_DATABASE_URL=postgres://… npm run bench -- figures
 *   FIGURES_BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/popup-figures-bench.ts
 */
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '@beckon/db';
import { queryResults } from '../src/plugins/owner/results-repository.js';
import { insertAccount, insertPopup } from '../src/seed.js';

const ACCOUNT = 'f1000000000aa';
const POPUPS = 200;
const VIEWS = Number(process.env.FIGURES_BENCH_VIEWS ?? 10_000_000);
const THIS_FILE = fileURLToPath(import.meta.url);
const DAY = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function runPopupFiguresBench(): Promise<Record<number, number>> {
  const adminUrl = process.env.FIGURES_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('set FIGURES_BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  const { db, drop } = await createThrowawayDatabase(adminUrl, 'bench_figures');
  try {
    const started = performance.now();
    await insertAccount(db, { accountId: ACCOUNT, name: 'Figures' });
    for (let i = 0; i < POPUPS; i++) {
      await insertPopup(db, {
        accountId: ACCOUNT,
        poptinId: `f1${i.toString(16).padStart(11, '0')}`,
        name: `Pop-up ${i}`,
        triggers: {},
        design: { screens: { main: [{ kind: 'heading', text: `Pop-up ${i}` }] } },
      });
    }
    const popupOf = (i: string) => `'f1' || lpad(to_hex(${i} % ${POPUPS}), 11, '0')`;
    const spread = (i: string, n: number) => `now() - ((${i}::float8 / ${n}) * interval '90 days')`;
    await db.query(
      `INSERT INTO popup_views (account_id, view_id, poptin_id, viewer_id, trigger, device, url, created_at)
       SELECT $1, lpad(to_hex(i), 13, '0'), ${popupOf('i')}, 'v' || (i % 100000), 'timer', 'desktop',
         'https://shop.example/', ${spread('i', VIEWS)}
         FROM generate_series(1, $2::int) i`,
      [ACCOUNT, VIEWS],
    );
    await db.query(
      `INSERT INTO popup_closes (account_id, close_id, poptin_id, reason, url, created_at)
       SELECT $1, lpad(to_hex(i), 13, '0'), ${popupOf('i')}, 'x_click', 'https://shop.example/', ${spread('i', VIEWS / 10)}
         FROM generate_series(1, $2::int) i`,
      [ACCOUNT, VIEWS / 10],
    );
    await db.query(
      `INSERT INTO conversions (account_id, conversion_id, conversion_key, poptin_id, viewer_id, email, fields, payload,
         ip_hash, created_at)
       SELECT $1, lpad(to_hex(i), 13, '0'), 'k' || i, ${popupOf('i')}, 'v' || i, 'lead' || i || '@mail.example', '{}',
         '{}', 'h', ${spread('i', VIEWS / 50)}
         FROM generate_series(1, $2::int) i`,
      [ACCOUNT, VIEWS / 50],
    );
    // Loaded around the writers, so the daily figures are counted from the events, as the migration does.
    await db.query('SELECT recount_popup_daily($1)', [ACCOUNT]);
    await db.exec('ANALYZE');
    console.log(`filled ${VIEWS} views in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const worst: Record<number, number> = {};
    for (const days of [7, 30, 90]) {
      const end = Date.now() + DAY;
      const start = end - days * DAY;
      const times: number[] = [];
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const answer = await queryResults(db, {
          accountId: ACCOUNT,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          days: Array.from({ length: days }, (_, d) => isoDay(start + d * DAY)),
          from: isoDay(start),
          to: isoDay(end - DAY),
        });
        times.push(performance.now() - t0);
        if (answer.popups.length !== POPUPS) throw new Error(`${answer.popups.length} rows, not ${POPUPS}`);
      }
      worst[days] = Math.round(Math.max(...times));
      console.log(`${days} days: ${times.map((t) => t.toFixed(0)).join(', ')} ms (budget 100 ms)`);
    }
    return worst;
  } finally {
    await drop();
  }
}

if (process.argv[1] === THIS_FILE) {
  await runPopupFiguresBench();
  process.exit(0);
}
