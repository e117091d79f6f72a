import { csvCell } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, type OwnerClient, type OwnerTestApp, startSignedUpOwner } from './owner-helpers.js';

const VIEWER = '0123456789abc';

describe.each(databases)('owner leads, results and install routes on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let popupA: string;
  let popupB: string;

  async function view(poptinId: string): Promise<string> {
    const res = await postJson(t.app, `/api/display/viewed/${poptinId}`, {
      viewer_id: VIEWER,
      trigger: 'timer',
      client_id: owner.accountId,
      type: 'desktop',
      url: 'https://shop.example/pricing',
      view_token: servedToken(t.app, owner.accountId, poptinId, VIEWER),
    });
    expect(res.statusCode).toBe(200);
    return res.json().poptin_view_id;
  }

  async function lead(poptinId: string, fields: Record<string, string>): Promise<void> {
    const res = await postForm(t.app, `/api/display/conversion/${VIEWER}`, {
      conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
      poptin_id: poptinId,
      client_id: owner.accountId,
      url: 'https://shop.example/',
      visitor: 'desktop',
      ...fields,
    });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    ({ t, owner } = await startSignedUpOwner(database));
    popupA = (await owner.send('POST', '/api/owner/popups', lightboxInput({ name: 'Popup A' }))).json().poptin_id;
    popupB = (await owner.send('POST', '/api/owner/popups', lightboxInput({ name: 'Popup B' }))).json().poptin_id;
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  it('tells that the snippet has not been seen before any view, and gives the account snippet', async () => {
    const res = await owner.send('GET', '/api/owner/install');
    expect(res.json()).toEqual({
      client_id: owner.accountId,
      snippet: `<script id="beckon-pixel" src="http://localhost/widget/loader.js?id=${owner.accountId}" async></script>`,
      tracker_snippet: `<script defer src="http://localhost/stats/tracker.js" data-site="${owner.accountId}" data-endpoint="http://localhost/api/statistics"></script>`,
      seen: false,
      last_seen_at: null,
      last_seen_url: null,
    });
  });

  it('lists leads newest first with their pop-up, and stores hostile values verbatim as data', async () => {
    await view(popupA);
    await lead(popupA, { email: 'dana@shop.example', name: '<img src=x onerror=alert(1)>' });
    await lead(popupB, { email: 'eli@shop.example', name: '=HYPERLINK("http://evil")', phone: '+972501234567' });
    const res = await owner.send('GET', '/api/owner/leads');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 25 });
    expect(body.leads.map((l: { email: string }) => l.email).sort()).toEqual(['dana@shop.example', 'eli@shop.example']);
    const dana = body.leads.find((l: { email: string }) => l.email === 'dana@shop.example');
    expect(dana).toMatchObject({ name: '<img src=x onerror=alert(1)>', popup_name: 'Popup A', poptin_id: popupA });
  });

  it('searches by email, name or phone, treating % and _ as plain text', async () => {
    const byEmail = (await owner.send('GET', '/api/owner/leads?q=ELI@')).json();
    expect(byEmail.leads.map((l: { email: string }) => l.email)).toEqual(['eli@shop.example']);
    const byPhone = (await owner.send('GET', '/api/owner/leads?q=972501')).json();
    expect(byPhone.total).toBe(1);
    expect((await owner.send('GET', '/api/owner/leads?q=%25')).json().total).toBe(0);
  });

  it('filters by pop-up and by date, and pages', async () => {
    expect((await owner.send('GET', `/api/owner/leads?popup=${popupA}`)).json().total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.send('GET', `/api/owner/leads?from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await owner.send('GET', '/api/owner/leads?to=2020-01-01')).json().total).toBe(0);
    const page2 = (await owner.send('GET', '/api/owner/leads?page=2&page_size=1')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page2.leads).toHaveLength(1);
  });

  it('answers bad lead filters with 400 JSON', async () => {
    for (const query of ['page=0', 'page_size=500', 'from=yesterday', 'popup=xyz', 'from=2026-02-31', 'sort=name']) {
      const res = await owner.send('GET', `/api/owner/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it('exports the leads as CSV with formula-leading cells neutralised and quotes doubled', async () => {
    const res = await owner.send('GET', '/api/owner/leads.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="beckon-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Date","Pop-up ID","Pop-up","Email","Name","Phone"');
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(res.body).toContain('"\'+972501234567"');
    expect(res.body).toContain('"<img src=x onerror=alert(1)>"');
    expect(lines).toHaveLength(3);
  });

  it('neutralises every formula-leading character in a CSV cell', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'plain'].map(csvCell)).toEqual([
      `"'=1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@x"`,
      `"'\tx"`,
      `"'\rx"`,
      '"plain"',
    ]);
  });

  it('reports views, closes, conversions and the conversion rate per pop-up and per day', async () => {
    const closed = await postJson(t.app, `/api/display/closed/${popupB}`, {
      client_id: owner.accountId,
      url: 'https://shop.example/',
      reason: 'x_click',
    });
    expect(closed.statusCode).toBe(200);
    // A click-through is recorded with the closes, and is not counted as one.
    const clicked = await postJson(t.app, `/api/display/closed/${popupA}`, {
      client_id: owner.accountId,
      url: 'https://shop.example/',
      reason: 'click_through',
    });
    expect(clicked.statusCode).toBe(200);
    const stored = await t.db.query<{ reason: string }>(
      `SELECT reason FROM popup_closes WHERE account_id = $1 AND poptin_id = $2`,
      [owner.accountId, popupA],
    );
    expect(stored.rows.map((r) => r.reason)).toEqual(['click_through']);
    await view(popupB);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await owner.send('GET', `/api/owner/results?from=${weekAgo}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.popups.find((p: { poptin_id: string }) => p.poptin_id === popupA)).toMatchObject({
      views: 1,
      closes: 0,
      click_throughs: 1,
      conversions: 1,
      conversion_rate: 1,
    });
    expect(body.popups.find((p: { poptin_id: string }) => p.poptin_id === popupB)).toMatchObject({
      views: 1,
      closes: 1,
      conversions: 1,
    });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: today, views: 2, closes: 1, conversions: 2 });
    expect(body.totals).toEqual({ views: 2, closes: 1, click_throughs: 1, conversions: 2, conversion_rate: 1 });
    const onlyA = (await owner.send('GET', `/api/owner/results?from=${today}&to=${today}&popup=${popupA}`)).json();
    expect(onlyA.days).toEqual([{ day: today, views: 1, closes: 0, conversions: 1 }]);
  });

  it('refuses a results range that is reversed, too long or missing', async () => {
    for (const query of ['from=2026-02-10&to=2026-02-01', 'from=2020-01-01&to=2026-01-01', 'from=2026-01-01']) {
      const res = await owner.send('GET', `/api/owner/results?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('tells that the snippet was seen once the widget reported a view, with the page and time', async () => {
    const body = (await owner.send('GET', '/api/owner/install')).json();
    expect(body).toMatchObject({ seen: true, last_seen_url: 'https://shop.example/pricing' });
    expect(Date.parse(body.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  describe('with custom fields', () => {
    let sizes: string;
    beforeAll(async () => {
      const input = lightboxInput({ name: 'Sizes' }) as { design: { fields: unknown[] } };
      input.design.fields.push(
        {
          id: 'size',
          type: 'select',
          name: 'poptinDesignInputCustomField-size',
          label: 'T-shirt size',
          options: ['S', 'L'],
        },
        { id: 'first_name', type: 'first_name', name: 'poptinDesignInputTextFieldFirstName', label: 'Your first name' },
      );
      const res = await owner.send('POST', '/api/owner/popups', input);
      expect(res.statusCode).toBe(201);
      sizes = res.json().poptin_id;
      await lead(sizes, {
        email: 'gil@shop.example',
        first_name: 'Gilad',
        zip_postal_code: '90210',
        newExtraFields: JSON.stringify([
          { name: 'poptinDesignInputCustomField-size', type: 'select', value: 'Extra large' },
          { name: 'poptinDesignInputCustomField-removed_field', type: 'text', value: 'gone' },
        ]),
      });
    }, HOOK_TIMEOUT_MS);

    it("shows the owner's field labels, never the widget's input names, in the leads list", async () => {
      const body = (await owner.send('GET', `/api/owner/leads?popup=${sizes}`)).json();
      expect(body.leads[0].fields).toEqual({
        'T-shirt size': 'Extra large',
        'Your first name': 'Gilad',
        'Zip postal code': '90210',
        'Removed field': 'gone',
      });
    });

    it("heads the CSV columns with the owner's field labels", async () => {
      const res = await owner.send('GET', `/api/owner/leads.csv?popup=${sizes}`);
      const header = res.body.split('\r\n')[0];
      expect(header).toContain('"T-shirt size"');
      expect(header).toContain('"Your first name"');
      expect(header).not.toContain('poptinDesign');
    });

    it('finds a lead by the value of any of its fields, not only email, name or phone', async () => {
      for (const q of ['extra LARGE', '90210', 'gilad']) {
        const found = (await owner.send('GET', `/api/owner/leads?q=${encodeURIComponent(q)}`)).json();
        expect(
          found.leads.map((l: { email: string }) => l.email),
          q,
        ).toEqual(['gil@shop.example']);
      }
      // The stored shape's own words are not values: they match nothing.
      expect((await owner.send('GET', '/api/owner/leads?q=standard')).json().total).toBe(0);
    });
  });
});
