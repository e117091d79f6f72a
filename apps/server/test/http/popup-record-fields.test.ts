import { conversionResponseSchema, type PopupRecord } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { postForm } from '../helpers/test-app.js';
import { databases } from '../helpers/test-databases.js';
import { lightboxInput, useSignedUpOwner } from './owner-helpers.js';

const VIEWER = '0123456789abc';

describe.each(databases)('the record fields close_trigger and conversion_code on $name', (database) => {
  const t = useSignedUpOwner(database);

  const withSettings = (designProperties: Record<string, unknown>) => {
    const input = lightboxInput();
    return { ...input, design: { ...(input.design as object), design_properties: designProperties } };
  };

  async function create(designProperties: Record<string, unknown>): Promise<string> {
    const res = await t.owner.send('POST', '/api/owner/popups', withSettings(designProperties));
    expect(res.statusCode).toBe(201);
    return res.json().poptin_id;
  }

  async function record(poptinId: string): Promise<PopupRecord | undefined> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/display/${t.owner.accountId}`,
      headers: { 'content-type': 'application/json' },
      payload: { domain: 'shop.example', url: 'https://shop.example/' },
    });
    return (res.json().poptins as PopupRecord[]).find((r) => r.poptin_id === poptinId);
  }

  const convert = (poptinId: string) =>
    postForm(t.app, `/api/display/conversion/${VIEWER}`, {
      conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
      poptin_id: poptinId,
      client_id: t.owner.accountId,
      url: 'https://shop.example/',
      visitor: 'desktop',
      email: 'dana@clinic.example',
    });

  it('answers close_trigger with the ways the pop-up’s own settings let it close', async () => {
    const every = await create({});
    expect((await record(every))?.poptin_trigger.close_trigger).toEqual(['submit', 'bg_click', 'x_click']);
    const strict = await create({
      poptin_design_close_on_screen_click: false,
      poptin_design_close_options_type: 'closing_options-button',
      thank_screen_auto_close: false,
    });
    expect((await record(strict))?.poptin_trigger.close_trigger).toEqual([]);
  });

  it('answers a lead with the pop-up’s conversion event name as integration.conversion_code', async () => {
    const id = await create({ conversion_event: 'beckon_lead.spring-2' });
    const res = await convert(id);
    expect(res.statusCode).toBe(200);
    expect(conversionResponseSchema.parse(res.json()).integration).toEqual({ conversion_code: 'beckon_lead.spring-2' });
  });

  it('answers conversion_code empty for a pop-up without a conversion event', async () => {
    const res = await convert(await create({}));
    expect(res.json().integration).toEqual({ conversion_code: '' });
  });

  it('refuses a bad conversion event name with a 400 naming the rule, and stores no pop-up', async () => {
    const count = async () => (await t.owner.send('GET', '/api/owner/popups')).json().popups.length as number;
    const before = await count();
    const cases: [unknown, string][] = [
      ["gtag('event')", 'must start with a letter'],
      ['lead name', 'must start with a letter'],
      ['<script>', 'must start with a letter'],
      ['a\u0000b', 'must start with a letter'],
      ['a\ud800', 'must start with a letter'],
      ['a'.repeat(100_000), 'must be at most 40 characters'],
      [42, 'body.design.design_properties.conversion_event'],
    ];
    for (const [name, message] of cases) {
      const res = await t.owner.send('POST', '/api/owner/popups', withSettings({ conversion_event: name }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
      expect(res.json().message).toContain('conversion_event');
      expect(res.json().message).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a bad conversion event name on an update and keeps the stored one', async () => {
    const id = await create({ conversion_event: 'kept' });
    const stored = (await t.owner.send('GET', `/api/owner/popups/${id}`)).json();
    const popup = structuredClone(stored.popup);
    popup.design.design_properties.conversion_event = 'alert(1)';
    const res = await t.owner.send('PUT', `/api/owner/popups/${id}`, { version: stored.version, popup });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FST_ERR_VALIDATION');
    expect((await convert(id)).json().integration).toEqual({ conversion_code: 'kept' });
  });
});
