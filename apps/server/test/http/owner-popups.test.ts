import { describe, expect, it } from 'vitest';
import { databases } from '../helpers/test-databases.js';
import { lightboxInput, useSignedUpOwner } from './owner-helpers.js';

describe.each(databases)('owner pop-up routes on $name', (database) => {
  const t = useSignedUpOwner(database);

  async function create(overrides: Record<string, unknown> = {}) {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(overrides));
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const display = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/${t.owner.accountId}`,
      headers: { 'content-type': 'application/json' },
      payload: { domain: 'shop.example', url: 'https://shop.example/' },
    });

  it('creates a lightbox that the display service serves at once, with defaults filled from the shared schema', async () => {
    const changedBefore = t.changed.length;
    const created = await create();
    expect(created).toMatchObject({ poptin_type: 'lightbox', version: 1, is_active: true, ab_test_parent_id: null });
    expect(created.popup.design.design_properties.poptin_design_close_options_type).toBe('closing_options-x');
    expect(created.popup.triggers.display_after_sec_active).toBe(3);
    expect(t.changed.slice(changedBefore)).toEqual([t.owner.accountId]);
    const records = (await display()).json().poptins as { poptin_id: string; poptin_url: string }[];
    expect(records.map((r) => r.poptin_id)).toContain(created.poptin_id);
  });

  it('stores a free plan’s choice to hide the badge for a paid plan, and serves the badge meanwhile', async () => {
    const created = await create({ if_poptin_credit: false });
    const stored = await t.owner.send('GET', `/api/owner/popups/${created.poptin_id}`);
    expect(stored.json().popup.if_poptin_credit).toBe(false);
    const records = (await display()).json().poptins as { poptin_id: string; if_poptin_credit: boolean }[];
    expect(records.find((r) => r.poptin_id === created.poptin_id)?.if_poptin_credit).toBe(true);
  });

  it('lists the account pop-ups and gets one by id', async () => {
    const created = await create({ name: 'Listed' });
    const list = await t.owner.send('GET', '/api/owner/popups');
    expect(list.json().popups.map((p: { name: string }) => p.name)).toContain('Listed');
    const one = await t.owner.send('GET', `/api/owner/popups/${created.poptin_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().popup.name).toBe('Listed');
  });

  it('updates a pop-up, bumps its version and changes the content URL the display service hands out', async () => {
    const created = await create();
    const popup = { ...created.popup, name: 'Renamed' };
    const res = await t.owner.send('PUT', `/api/owner/popups/${created.poptin_id}`, { version: 1, popup });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', version: 2 });
    const records = (await display()).json().poptins as { poptin_id: string; poptin_url: string }[];
    expect(records.find((r) => r.poptin_id === created.poptin_id)?.poptin_url).toContain('v=2');
  });

  it('refuses a save made from an old version with 409 and keeps the newer one', async () => {
    const created = await create();
    await t.owner.send('PUT', `/api/owner/popups/${created.poptin_id}`, {
      version: 1,
      popup: { ...created.popup, name: 'First' },
    });
    const stale = await t.owner.send('PUT', `/api/owner/popups/${created.poptin_id}`, {
      version: 1,
      popup: { ...created.popup, name: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.owner.send('GET', `/api/owner/popups/${created.poptin_id}`)).json().name).toBe('First');
  });

  it('duplicates a pop-up as a switched-off copy with a new id', async () => {
    const created = await create({ name: 'Original' });
    const res = await t.owner.send('POST', `/api/owner/popups/${created.poptin_id}/duplicate`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Copy of Original', is_active: false });
    expect(res.json().poptin_id).not.toBe(created.poptin_id);
  });

  it('switches a pop-up off and on, and the display service follows', async () => {
    const created = await create();
    const off = await t.owner.send('POST', `/api/owner/popups/${created.poptin_id}/toggle`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, version: 2 });
    let ids = ((await display()).json().poptins as { poptin_id: string }[]).map((r) => r.poptin_id);
    expect(ids).not.toContain(created.poptin_id);
    await t.owner.send('POST', `/api/owner/popups/${created.poptin_id}/toggle`, { is_active: true });
    ids = ((await display()).json().poptins as { poptin_id: string }[]).map((r) => r.poptin_id);
    expect(ids).toContain(created.poptin_id);
  });

  it('creates an A/B variant of a pop-up, refuses a variant of a variant, and deletes variants with their parent', async () => {
    const parent = await create({ name: 'Tested' });
    const res = await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/variants`);
    expect(res.statusCode).toBe(201);
    const variant = res.json();
    expect(variant).toMatchObject({ ab_test_parent_id: parent.poptin_id, name: 'Tested (variant)', is_active: false });
    const nested = await t.owner.send('POST', `/api/owner/popups/${variant.poptin_id}/variants`);
    expect(nested.statusCode).toBe(400);
    const weighted = await t.owner.send('PUT', `/api/owner/popups/${variant.poptin_id}`, {
      version: 1,
      popup: { ...variant.popup, ab_weight: 20, is_active: true },
    });
    expect(weighted.json()).toMatchObject({ ab_weight: 20, is_active: true });
    expect((await t.owner.send('DELETE', `/api/owner/popups/${parent.poptin_id}`)).statusCode).toBe(204);
    expect((await t.owner.send('GET', `/api/owner/popups/${variant.poptin_id}`)).statusCode).toBe(404);
  });

  it("ends an A/B test with a variant as winner: the original takes the variant's content and every variant is off", async () => {
    const parent = await create({ name: 'Spring sale' });
    const variant = (await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/variants`)).json();
    const edited = await t.owner.send('PUT', `/api/owner/popups/${variant.poptin_id}`, {
      version: variant.version,
      popup: { ...variant.popup, is_active: true, poptin_type: 'bar' },
    });
    expect(edited.statusCode).toBe(200);
    const changedBefore = t.changed.length;
    const res = await t.owner.send('POST', `/api/owner/popups/${variant.poptin_id}/winner`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      poptin_id: parent.poptin_id,
      name: 'Spring sale',
      poptin_type: 'bar',
      is_active: true,
      version: parent.version + 1,
    });
    expect((await t.owner.send('GET', `/api/owner/popups/${variant.poptin_id}`)).json()).toMatchObject({
      is_active: false,
    });
    expect(t.changed.slice(changedBefore)).toEqual([t.owner.accountId]);
    const records = (await display()).json().poptins as { poptin_id: string }[];
    expect(records.map((r) => r.poptin_id)).toContain(parent.poptin_id);
    expect(records.map((r) => r.poptin_id)).not.toContain(variant.poptin_id);
  });

  it('refuses an eleventh variant of one pop-up with a message saying the limit', async () => {
    const parent = await create({ name: 'Many versions' });
    for (let i = 0; i < 10; i++)
      expect((await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/variants`)).statusCode).toBe(201);
    const refused = await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/variants`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BK_ERR_TOO_MANY_VARIANTS', message: expect.stringContaining('10') });
  });

  it('keeps the original as it is when it wins, and refuses a winner for a pop-up without variants', async () => {
    const parent = await create({ name: 'Original wins' });
    const variant = (await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/variants`)).json();
    await t.owner.send('POST', `/api/owner/popups/${variant.poptin_id}/toggle`, { is_active: true });
    const res = await t.owner.send('POST', `/api/owner/popups/${parent.poptin_id}/winner`);
    expect(res.json()).toMatchObject({ poptin_type: 'lightbox', is_active: true });
    expect((await t.owner.send('GET', `/api/owner/popups/${variant.poptin_id}`)).json()).toMatchObject({
      is_active: false,
    });
    const lone = await create({ name: 'Alone' });
    const refused = await t.owner.send('POST', `/api/owner/popups/${lone.poptin_id}/winner`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BK_ERR_NOT_IN_AB_TEST' });
  });

  it('answers invalid pop-ups with a 400 JSON error naming the field and the rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ poptin_type: 'modal' }, 'body.poptin_type'],
      [{ d_f_r: 'sometimes' }, 'body.d_f_r: must be a display-frequency rule'],
      [{ triggers: { display_after_sec_active: -1 } }, 'body.triggers.display_after_sec_active'],
      [{ name: '   ' }, 'body.name: must not be blank'],
      [{ poptin_format: 9 }, 'body.poptin_format: must be one of the lightbox formats: 1, 2, 3, 4, 5'],
      [{ secret: 1 }, 'unknown field "secret"'],
      [
        { design: { screens: { main: [{ kind: 'button', label: 'Go', action: 'url', url: 'javascript:alert(1)' }] } } },
        'body.design.screens.main[0].url: must start with http://, https:// or /',
      ],
      [
        { design: { screens: { main: [] }, style: { background: 'red' } } },
        'body.design.style.background: must be a hex colour',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request' });
      expect(res.json().message).toContain(message);
    }
  });

  it('answers malformed ids, bodies and unknown pop-ups with 4xx JSON', async () => {
    expect((await t.owner.send('GET', '/api/owner/popups/NOT-AN-ID')).statusCode).toBe(400);
    expect((await t.owner.send('GET', '/api/owner/popups/0000000000000')).statusCode).toBe(404);
    const broken = await t.owner.send('POST', '/api/owner/popups', '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('body: is not valid JSON');
    const toggle = await t.owner.send('POST', '/api/owner/popups/0000000000000/toggle', { is_active: 'yes' });
    expect(toggle.statusCode).toBe(400);
  });
});
