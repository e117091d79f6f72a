/**
 * The daily figures behind Results and the pop-up list (migration 0780) hold what the writers stored:
 * views, closes apart from click-throughs, and leads per pop-up and UTC day, over concurrent batches of
 * several pop-ups, a lead sent twice counted once, and deleted leads leaving the day's count as it was.
 */
import type { Db } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloseWriter } from '../../src/plugins/display/close-writer.js';
import { createConversionWriter } from '../../src/plugins/display/conversion-writer.js';
import { createViewWriter } from '../../src/plugins/display/view-writer.js';
import { insertAccount } from '../../src/seed.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const ACCOUNT = 'ac0000000000d';

interface Figures {
  poptin_id: string;
  day: string;
  views: number;
  closes: number;
  click_throughs: number;
  conversions: number;
}

/** What the event tables say, in the daily table's shape. */
const RAW = `
  SELECT poptin_id, day, sum(views)::int AS views, sum(closes)::int AS closes,
         sum(click_throughs)::int AS click_throughs, sum(conversions)::int AS conversions
    FROM (
      SELECT poptin_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS views, 0 AS closes, 0 AS click_throughs, 0 AS conversions
        FROM popup_views WHERE account_id = $1
      UNION ALL
      SELECT poptin_id, (created_at AT TIME ZONE 'UTC')::date, 0, (reason <> 'click_through')::int, (reason = 'click_through')::int, 0
        FROM popup_closes WHERE account_id = $1
      UNION ALL
      SELECT poptin_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 1 FROM conversions WHERE account_id = $1
    ) e
   GROUP BY 1, 2 ORDER BY 1, 2`;
const KEPT = `
  SELECT poptin_id, day, views::int AS views, closes::int AS closes, click_throughs::int AS click_throughs,
         conversions::int AS conversions
    FROM popup_daily WHERE account_id = $1 ORDER BY 1, 2`;

describe.each(databases)('the daily pop-up figures on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let next = 0;
  const id = () => (next++).toString(16).padStart(13, '0');
  const popup = (i: number) => `d${String(i).padStart(12, '0')}`;
  const lead = (p: number, key: string) => ({
    account_id: ACCOUNT,
    conversion_id: id(),
    conversion_key: key,
    poptin_id: popup(p),
    viewer_id: 'viewer',
    view_id: null,
    email: `${key}@example.com`,
    name: '',
    phone: '',
    fields: {},
    payload: {},
    ip_hash: 'h',
    consent_text: null,
    consent_at: null,
  });
  const kept = async () => (await db.query<Figures>(KEPT, [ACCOUNT])).rows;

  beforeAll(async () => {
    ({ db, drop } = await database.open());
    await insertAccount(db, { accountId: ACCOUNT, name: 'Figures' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => drop?.());

  it('counts what the writers store, in concurrent batches over several pop-ups', async () => {
    const views = createViewWriter(db);
    const closes = createCloseWriter(db);
    const leads = createConversionWriter(db);
    const view = (p: number) =>
      views.write({
        account_id: ACCOUNT,
        view_id: id(),
        poptin_id: popup(p),
        viewer_id: `v${next}`,
        trigger: 'timer',
        device: 'desktop',
        url: 'https://shop.example/',
      });
    const close = (p: number, reason: string) =>
      closes.write({
        account_id: ACCOUNT,
        close_id: id(),
        poptin_id: popup(p),
        view_id: null,
        reason,
        url: 'https://shop.example/',
      });
    await Promise.all([
      ...Array.from({ length: 300 }, (_, i) => view(i % 4)),
      ...Array.from({ length: 40 }, (_, i) => close(i % 3, i % 4 === 0 ? 'click_through' : 'x_click')),
      ...Array.from({ length: 30 }, (_, i) => leads.write(lead(i % 2, `k${i}`))),
    ]);
    // The same lead sent again (a retry) is stored once and counted once.
    await leads.write(lead(0, 'k0'));
    const rows = await kept();
    expect(rows).toEqual((await db.query(RAW, [ACCOUNT])).rows);
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(300);
    expect(rows.reduce((n, r) => n + r.click_throughs, 0)).toBe(10);
    expect(rows.reduce((n, r) => n + r.closes, 0)).toBe(30);
    expect(rows.reduce((n, r) => n + r.conversions, 0)).toBe(30);
  });

  it('keeps a day’s lead count when leads are deleted, as retention and erasure delete them', async () => {
    const before = await kept();
    await db.query('DELETE FROM conversions WHERE account_id = $1', [ACCOUNT]);
    expect(await kept()).toEqual(before);
  });
});
