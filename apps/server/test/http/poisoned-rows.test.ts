/**
 * One poisoned lead once failed its whole group-commit batch. A NUL inside a
 * JSON-string form field (newExtraFields, the visited pages) slipped past the
 * NUL check, which looked at the raw form text only; on PostgreSQL the batch
 * then failed with 503 for every lead grouped with it, on PGlite it was stored
 * and the CSV export carried a raw NUL byte.
 */
import { RowRejectedError } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloseWriter } from '../../src/plugins/display/close-writer.js';
import { type ConversionRow, createConversionWriter } from '../../src/plugins/display/conversion-writer.js';
import { createViewWriter } from '../../src/plugins/display/view-writer.js';
import { createStatisticsWriters } from '../../src/plugins/statistics/writers.js';
import { conversionForm, DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, VIEWER_ID } from '../helpers/payloads.js';
import { countRows, errorBody, postForm, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/conversion/${VIEWER_ID}`;
const NUL = String.fromCharCode(0);

const poisons: { field: string; value: string; path: string }[] = [
  {
    field: 'newExtraFields',
    value: JSON.stringify([{ name: 'poptinDesignInputCustomField-size', type: 'text', value: `L${NUL}` }]),
    path: 'body.newExtraFields[0].value',
  },
  {
    field: 'previous_visited_pages',
    value: JSON.stringify([{ path: `/a${NUL}`, at: 1 }]),
    path: 'body.previous_visited_pages[0].path',
  },
  {
    field: 'all_visited_pages',
    value: JSON.stringify([{ path: '/\ud800', at: 1 }]),
    path: 'body.all_visited_pages[0].path',
  },
];

describe.each(databases)('a poisoned lead among good ones on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it.each(poisons)('refuses a NUL or a lone surrogate inside $field with a 400 naming the field', async (poison) => {
    const form = conversionForm({ [poison.field]: poison.value });
    const res = await postForm(t.app, URL, form);
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.code).toBe('FST_ERR_VALIDATION');
    expect(body.message).toContain(poison.path);
    const { rows } = await t.db.query('SELECT 1 FROM conversions WHERE conversion_key = $1', [form.conversion_key]);
    expect(rows).toHaveLength(0);
  });

  it('stores all 50 good leads sent with a poisoned one and answers only the poisoned one with a 4xx', async () => {
    const before = await countRows(t.db, 'conversions');
    const good = Array.from({ length: 50 }, (_, i) => conversionForm({ email: `lead${i}@clinic.example` }));
    const poisoned = conversionForm({ newExtraFields: poisons[0]?.value as string });
    const forms = [...good.slice(0, 25), poisoned, ...good.slice(25)];
    const answers = await Promise.all(forms.map((form) => postForm(t.app, URL, form)));
    const statusOf = (form: Record<string, string | string[]>) => answers[forms.indexOf(form)]?.statusCode;
    expect(good.map(statusOf)).toEqual(good.map(() => 200));
    expect(statusOf(poisoned)).toBeGreaterThanOrEqual(400);
    expect(statusOf(poisoned)).toBeLessThan(500);
    expect(await countRows(t.db, 'conversions')).toBe(before + 50);
  });
});

/**
 * The writers below validation: a row the database refuses (here a NUL in a
 * text column, which validation now stops earlier) must be rejected alone
 * with RowRejectedError, the route's 422, while the rest of its batch commits.
 */
describe.each(databases)('the batched writers on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  /** Writes 50 good rows and one poisoned in one batch; returns the poisoned row's rejection and the others' results. */
  async function batchWithPoison<T>(write: (row: T) => Promise<unknown>, good: T[], poisoned: T) {
    const rows = [...good.slice(0, 30), poisoned, ...good.slice(30)];
    const results = await Promise.allSettled(rows.map((row) => write(row)));
    const poisonResult = results[30] as PromiseSettledResult<unknown>;
    return { poisonResult, goodResults: results.filter((_, i) => i !== 30) };
  }

  it('the lead writer stores 50 good leads and rejects the poisoned one alone', async () => {
    const writer = createConversionWriter(t.db);
    const lead = (i: number, email = `w${i}@clinic.example`): ConversionRow => ({
      account_id: DEMO_CLIENT_ID,
      conversion_id: `${database.name === 'PGlite' ? 'a' : 'b'}${String(i).padStart(15, '0')}`,
      conversion_key: `writer-${database.name}-${i}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      viewer_id: VIEWER_ID,
      view_id: null,
      email,
      name: 'Dana',
      phone: '',
      fields: { standard: {}, extra: [] },
      payload: {},
      ip_hash: 'f'.repeat(64),
      consent_text: null,
      consent_at: null,
    });
    const before = await countRows(t.db, 'conversions');
    const { poisonResult, goodResults } = await batchWithPoison(
      (row) => writer.write(row),
      Array.from({ length: 50 }, (_, i) => lead(i)),
      lead(99, `bad${NUL}@clinic.example`),
    );
    expect(goodResults.map((r) => r.status)).toEqual(goodResults.map(() => 'fulfilled'));
    expect(poisonResult.status).toBe('rejected');
    expect((poisonResult as PromiseRejectedResult).reason).toBeInstanceOf(RowRejectedError);
    expect(await countRows(t.db, 'conversions')).toBe(before + 50);
  });

  it('the view, close and hit writers each store 50 good rows and reject the poisoned one alone', async () => {
    const views = createViewWriter(t.db);
    const closes = createCloseWriter(t.db);
    const stats = createStatisticsWriters(t.db);
    const view = (i: number, url = `https://clinic.example/${i}`) => ({
      account_id: DEMO_CLIENT_ID,
      view_id: `${database.name === 'PGlite' ? 'c' : 'd'}${String(i).padStart(15, '0')}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      viewer_id: VIEWER_ID,
      trigger: 'timer',
      device: 'desktop',
      url,
    });
    const close = (i: number, url = `https://clinic.example/${i}`) => ({
      account_id: DEMO_CLIENT_ID,
      close_id: `${database.name === 'PGlite' ? 'e' : 'f'}${String(i).padStart(15, '0')}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      view_id: null,
      reason: 'x',
      url,
    });
    const hit = (i: number, page = `/page-${i}`) => ({
      account_id: DEMO_CLIENT_ID,
      day: '2026-01-01',
      visitor_id: 'v'.repeat(16),
      page_uri: page,
      page_path: page,
      source_type: 'home',
      source_id: '',
      search_query: '',
      referrer: '',
      referrer_host: '',
      referrer_kind: 'direct' as const,
      seen_at: new Date(),
    });
    const cases = [
      { table: 'popup_views', write: views.write, good: (i: number) => view(i), bad: view(99, `https://x/${NUL}`) },
      { table: 'popup_closes', write: closes.write, good: (i: number) => close(i), bad: close(99, `https://x/${NUL}`) },
      { table: 'stat_pageviews', write: stats.pageviews.write, good: (i: number) => hit(i), bad: hit(99, `/${NUL}`) },
    ] as const;
    for (const c of cases) {
      const before = await countRows(t.db, c.table);
      const write = c.write as (row: unknown) => Promise<unknown>;
      const good = Array.from({ length: 50 }, (_, i) => c.good(i) as unknown);
      const { poisonResult, goodResults } = await batchWithPoison(write, good, c.bad as unknown);
      expect({ table: c.table, statuses: goodResults.map((r) => r.status) }).toEqual({
        table: c.table,
        statuses: goodResults.map(() => 'fulfilled'),
      });
      expect((poisonResult as PromiseRejectedResult).reason).toBeInstanceOf(RowRejectedError);
      expect(await countRows(t.db, c.table)).toBe(before + 50);
    }
    await stats.drain();
  });
});
