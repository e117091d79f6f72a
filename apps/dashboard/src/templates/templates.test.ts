import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { popupInputSchema, WEB_FONTS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { templateIn } from '../gallery/from-template.js';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { TEMPLATES } from './templates.js';
import { SHARED_SPANISH } from './themes.js';
import { visitorTexts } from './visitor-texts.js';

const WIDGET = fileURLToPath(new URL('../../../../packages/widget/', import.meta.url));
/** Parsed in the tests, so a template the schema refuses fails the first test by name instead of the whole file. */
const parseAll = () => TEMPLATES.map((t) => ({ template: t, popup: popupInputSchema.parse(t.popup) }));
const imagesOf = (popup: ReturnType<typeof parseAll>[number]['popup']) =>
  Object.values(popup.design.screens).flatMap((blocks) =>
    (blocks ?? []).flatMap((b) => (b.kind === 'image' ? [b.src] : [])),
  );
/** Families a template may name besides its web font: ones every system has, and the CSS generic names. */
const SYSTEM_FONTS = new Set(['system-ui', 'sans-serif', 'serif', 'Georgia']);

describe('the template gallery data', () => {
  it('parses every template with the schema the server validates saves with', () => {
    for (const t of TEMPLATES) {
      const result = popupInputSchema.safeParse(t.popup);
      expect(result.success, `${t.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('offers at least 24 templates over at least 6 types, with unique ids', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(TEMPLATES.map((t) => t.popup.poptin_type)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });

  it('names and describes every template in English and Spanish, the English words the template’s own', () => {
    const en: Record<string, string> = english;
    const es: Record<string, string> = spanish;
    for (const t of TEMPLATES) {
      for (const part of ['name', 'description'] as const) {
        const id = `gallery.template.${t.id}.${part}`;
        expect(en[id], id).toBe(t[part]);
        expect(es[id], id).toBeTruthy();
      }
    }
  });

  it('has a Spanish version of every visitor text of every template, each tag such as {prize} kept', () => {
    const shared: Record<string, string> = SHARED_SPANISH;
    const missing = parseAll().flatMap(({ template, popup }) =>
      visitorTexts(popup)
        .filter((text) => !(template.spanish[text] ?? shared[text]))
        .map((text) => `${template.id}: ${text}`),
    );
    expect(missing).toEqual([]);
    for (const [english, translation] of [
      ...TEMPLATES.flatMap((t) => Object.entries(t.spanish)),
      ...Object.entries(shared),
    ]) {
      expect(translation.match(/\{\w+\}/g), english).toEqual(english.match(/\{\w+\}/g));
    }
  });

  it('keeps no Spanish text a template no longer shows', () => {
    const unused = parseAll().flatMap(({ template, popup }) => {
      const shown = new Set(visitorTexts(popup));
      return Object.keys(template.spanish)
        .filter((english) => !shown.has(english))
        .map((english) => `${template.id}: ${english}`);
    });
    expect(unused).toEqual([]);
  });

  it('starts every template in Spanish with no English visitor text left, its coupon codes as they are', () => {
    for (const template of TEMPLATES) {
      const english = templateIn(template, 'en');
      const spanish = templateIn(template, 'es');
      expect(popupInputSchema.safeParse(spanish).success, template.id).toBe(true);
      expect(spanish.design.lang).toBe('es');
      expect(english.design.lang).toBe('en');
      const left = new Set(visitorTexts(english));
      expect(
        visitorTexts(spanish).filter((text) => left.has(text)),
        template.id,
      ).toEqual([]);
      expect(spanish.design.design_properties.coupon).toBe(english.design.design_properties.coupon);
      expect(spanish.design.game?.prizes.map((p) => p.code)).toEqual(english.design.game?.prizes.map((p) => p.code));
    }
  });

  it('references only images shipped with the widget, each a WebP of at most 40 KB', () => {
    const images = new Set(parseAll().flatMap(({ popup }) => imagesOf(popup)));
    expect(images.size).toBeGreaterThan(0);
    for (const src of images) {
      const match = /^\/widget\/templates\/([a-z0-9-]+\.webp)$/.exec(src);
      expect(match, src).not.toBeNull();
      const file = `${WIDGET}template-images/${match?.[1]}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(40 * 1024);
    }
  });

  it('names only the self-hosted web fonts the widget ships, with system fallbacks', () => {
    const require = createRequire(`${WIDGET}package.json`);
    for (const { template, popup } of parseAll()) {
      const font = popup.design.style.web_font;
      expect(font, template.id).not.toBe('');
      expect(WEB_FONTS).toContain(font);
      // build.mjs copies the @fontsource files of this slug to /widget/fonts/.
      const slug = font.toLowerCase().replace(/ /g, '-');
      const files = `${dirname(require.resolve(`@fontsource/${slug}/package.json`))}/files/`;
      expect(existsSync(`${files}${slug}-latin-400-normal.woff2`), font).toBe(true);
      for (const family of popup.design.style.font_family.split(',').map((f) => f.trim())) {
        expect(SYSTEM_FONTS.has(family), `${template.id}: ${family}`).toBe(true);
      }
    }
  });
});
