/**
 * The explainer and the audience summary in Spanish: every sentence they build, for a pop-up with one
 * rule of each kind, comes from the Spanish catalogue, with no English message or word left in it.
 */

import { popupScheduleSchema, trafficTargetingSchema } from '@beckon/popup-schema';
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { newPopup } from './draft.js';
import { audienceSummary, countries, DEFAULT_VISIT, explain } from './why-shown.js';

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

/** A pop-up with a rule of every kind the explainer and the summary put in words. */
function everyRule() {
  const base = newPopup();
  return {
    ...base,
    d_f_r: 'returning@display_once',
    display_if_adblock_active: 'yes' as const,
    targeting: {
      ...base.targeting,
      devices: 'mobile' as const,
      url_include: ['/tienda'],
      url_exclude: ['/carrito'],
      country_include: ['FR'],
      country_exclude: ['MC'],
      schedule: popupScheduleSchema.parse({
        active: true,
        end: '2026-12-24T00:00',
        days: ['sat'],
        from: '22:00',
        to: '02:00',
      }),
      traffic_source: trafficTargetingSchema.parse({
        active: true,
        sources: ['social', 'search'],
        utm_campaign: ['rebajas'],
      }),
      cookie_filter: [{ name: 'contains|:|utm', value: 'equals|:|oro', show: 'show' }],
      js_filter: {
        display_if_specific_js_active: true,
        display_if_specific_js: [{ name: 'exact|:|plan', value: 'not_exists', show: 'hide' }],
      },
      source_code_target_active: true,
      source_code_target_role: 'show' as const,
      source_code_target_html: 'rebajas',
      engagement_with_other_poptin_filter: ['hide|converted|embedded|any'],
      member_filter: { active: true, url: '/api/me', show: 'members' as const },
    },
    triggers: {
      ...base.triggers,
      display_after_sec_active: 5,
      display_after_scroll_active: 40,
      display_after_exit_website_active: true,
      shopify_cart_trigger_active: true,
      shopify_cart_trigger_action: 'cart_item' as const,
    },
  };
}

/** English words that no Spanish sentence of the explainer holds (whole words). */
const ENGLISH_WORDS =
  /\b(the|and|or|with|when|only|holds|hold|visitor|visitors|page|pages|shown|show|hide|whose|contains|cookie rule|after|from|until|schedule|Monday|Saturday|Sat)\b/i;
/** The catalogues' English messages of the explainer and summary, as a Spanish screen would never show them. */
const englishMessages = Object.entries(english)
  .filter(([id, text]) => /^builder\.(why|audience|rules)\./.test(id) && spanish[id as keyof typeof spanish] !== text)
  .map(([, text]) => text.split(/\{[^}]*\}?/)[0]?.trim() ?? '')
  .filter((head) => head.length >= 6);

function expectSpanish(texts: string[]) {
  const english = texts.filter((text) => ENGLISH_WORDS.test(text) || englishMessages.some((m) => text.includes(m)));
  expect(english).toEqual([]);
}

describe('the pop-up builder’s rule sentences in Spanish', () => {
  it('explain every rule of a pop-up, and the summary, in Spanish', async () => {
    const answer = await explain(everyRule(), {
      ...DEFAULT_VISIT,
      url: 'https://tienda.example/tienda',
      country: 'FR',
      cookies: 'utm_x=oro',
      variables: '{"plan":"oro"}',
      pageSource: '<p>rebajas</p>',
      referrer: 'https://www.facebook.com/',
      self: 'closed',
      at: Date.UTC(2026, 11, 5, 22, 30),
    });
    const texts = [answer.summary, ...answer.checks.flatMap((c) => [c.rule, c.reason])];
    expectSpanish(texts);
    expect(texts).toContain('Mostrar cuando una cookie cuyo nombre contiene “utm” es igual a “oro”: se cumple.');
    expect(answer.summary).toMatch(/^No se muestra: /);
  });

  it('says a visit it cannot judge, and one that passes every rule, in Spanish', async () => {
    const unknown = await explain(everyRule(), { ...DEFAULT_VISIT, variables: 'no es JSON' });
    expectSpanish([unknown.summary, ...unknown.checks.flatMap((c) => [c.rule, c.reason])]);
    const plain = await explain(newPopup(), { ...DEFAULT_VISIT, url: 'https://tienda.example/' });
    expect(plain.summary).toBe('Se muestra a este visitante en esta página (uno que aún no la ha visto).');
    expectSpanish(plain.checks.flatMap((c) => [c.rule, c.reason]));
  });

  it('sums up a schedule, traffic sources, cookie, variable, page-text and engagement rules in Spanish', () => {
    const lines = audienceSummary(everyRule());
    expectSpanish(lines);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Solo hasta el 2026-12-24 00:00, los sáb, entre las 22:00 y las 02:00 (hora de Europe/Madrid).',
        'Solo a visitas desde una red social o un buscador con campaña UTM “rebajas”.',
        'Ocultar cuando el visitante ha convertido en cualquier otra ventana emergente incrustada.',
        'Solo en páginas cuyo código fuente contiene “rebajas”.',
      ]),
    );
  });

  it('names countries in Spanish', () => {
    expect(countries().find((c) => c.code === 'DE')?.name).toBe('Alemania');
  });
});
