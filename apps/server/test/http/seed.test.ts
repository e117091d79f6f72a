import { designDocumentSchema, popupRecordSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CLICK_POPUP_ID,
  DEMO_CLIENT_ID,
  DEMO_EXIT_POPUP_ID,
  DEMO_EXIT_VARIANT_POPUP_ID,
  DEMO_TIMER_POPUP_ID,
  SITE_POPUP_ID,
  TYPES_CLIENT_ID,
  TYPES_POPUP_IDS,
} from '../../src/demo-ids.js';
import { seedDemo } from '../../src/seed.js';
import { countRows, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

describe.each(databases)('demo seed on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('does nothing the second time', async () => {
    const popups = await countRows(t.db, 'popups');
    expect(await seedDemo(t.db)).toBe(false);
    expect(await countRows(t.db, 'popups')).toBe(popups);
    // The demo clinic, the every-type demo account (seed-popup-types.ts) and the restricted one.
    expect(await countRows(t.db, 'accounts')).toBe(3);
  });

  it('stores the four demo pop-ups with the configured triggers and designs', async () => {
    const record = async (id: string) => {
      const entry = await t.app.display.popupCache.account(DEMO_CLIENT_ID);
      const popup = entry?.popups.get(id);
      if (!popup) throw new Error(`missing ${id}`);
      return { record: popupRecordSchema.parse(popup.record), design: designDocumentSchema.parse(popup.design) };
    };
    const timer = await record(DEMO_TIMER_POPUP_ID);
    expect(timer.record).toMatchObject({
      d_f_r: 'all@display_everytime_everypage',
      stop_showing_to_converted_users: true,
      if_poptin_credit: true,
      x_close_button: true,
    });
    expect(timer.record.triggers).toMatchObject({ display_after_sec_active: 3, display_after_sec_active_on: 'page' });
    expect(timer.design.design_properties).toMatchObject({
      poptin_design_entry_effect: 'fade',
      thank_screen_auto_close: true,
      auto_close_sec: 5,
    });
    expect(JSON.stringify(timer.design.screens.main)).toContain('{curr_year}');
    expect(timer.design.fields.map((f) => [f.type, f.required])).toEqual([
      ['name', true],
      ['email', true],
    ]);

    const exit = await record(DEMO_EXIT_POPUP_ID);
    expect(exit.record).toMatchObject({ d_f_r: 'all@display_once_a_day', x_close_button: false });
    expect(exit.record.poptin_trigger.skip_button_sec_counter).toBe(3);
    expect(exit.record.triggers.display_after_exit_website_active).toBe(true);
    expect(exit.design.design_properties.poptin_design_entry_effect).toBe('up');
    expect(exit.design.fields.find((f) => f.type === 'phone')).toMatchObject({
      phone_validation: 'international',
      phone_country: 'IL',
    });

    const click = await record(DEMO_CLICK_POPUP_ID);
    expect(click.record.on_click).toBe(true);
    expect(click.record.triggers).toMatchObject({
      display_after_sec_active: null,
      display_after_exit_website_active: false,
    });
    expect(click.design.fields[0]?.email_validation).toBe('business-email');

    const variant = await record(DEMO_EXIT_VARIANT_POPUP_ID);
    expect(variant.record.ab_test_parent_id).toBe(DEMO_EXIT_POPUP_ID);
  });

  it('says in the record whether a wheel’s prizes give coupons (wheel_has_coupon), from its prizes alone', async () => {
    const entry = await t.app.display.popupCache.account(TYPES_CLIENT_ID);
    const wheel = entry?.popups.get(TYPES_POPUP_IDS.wheel);
    // The seeded wheel's winning prizes carry codes; its design has no design-level coupon.
    expect(wheel?.design.design_properties.coupon).toBe('');
    expect(wheel?.record.wheel_has_coupon).toBe(true);
    expect(entry?.popups.get(TYPES_POPUP_IDS.lightbox)?.record.wheel_has_coupon).toBe(false);
  });

  it('keeps the English pop-ups on the demo pages and gives the Spanish clinic site a Spanish pop-up', async () => {
    const entry = await t.app.display.popupCache.account(DEMO_CLIENT_ID);
    const popups = [...(entry?.popups.values() ?? [])].map((p) => ({
      record: popupRecordSchema.parse(p.record),
      design: designDocumentSchema.parse(p.design),
    }));
    const onSite = (url: string) =>
      popups.filter(({ record: { targeting: tg } }) => {
        if (tg.url_include.length > 0 && !tg.url_include.some((s) => url.includes(s))) return false;
        return !tg.url_exclude.some((s) => s !== '' && url.includes(s));
      });
    for (const url of ['https://clinica.example/', 'https://clinica.example/dermatitis-atopica/?utm_source=x']) {
      expect(onSite(url).map((p) => [p.record.poptin_id, p.design.lang])).toEqual([[SITE_POPUP_ID, 'es']]);
    }
    expect(onSite('https://clinica.example/demo').map((p) => p.design.lang)).not.toContain('es');
    expect(onSite('https://clinica.example/demo').length).toBe(4);
  });
});
