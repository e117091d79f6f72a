import './test-dom.js';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WEB_FONTS } from '@beckon/popup-schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureFontFaces, fontFaceCss, fontFiles, fontStack } from './fonts.js';
import { Popup } from './popup.js';
import { makeDesign } from './test-fixtures.js';

afterEach(cleanup);

const require = createRequire(import.meta.url);
const families = WEB_FONTS.filter((f) => f !== '');

describe('self-hosted web fonts', () => {
  it('name files every @fontsource package ships, regular and bold', () => {
    for (const family of families) {
      const pkg = `@fontsource/${family.toLowerCase().replace(/ /g, '-')}/package.json`;
      const dir = join(dirname(require.resolve(pkg)), 'files');
      for (const file of fontFiles(family)) expect(existsSync(join(dir, file)), file).toBe(true);
    }
  });

  it('declare faces that load from our own server only', () => {
    const css = fontFaceCss('Open Sans', 'https://svc.test/widget/fonts/');
    expect(css).toContain('font-family:"Open Sans";font-style:normal;font-weight:400;font-display:swap');
    expect(css).toContain('url("https://svc.test/widget/fonts/open-sans-latin-700-normal.woff2") format("woff2")');
    expect(
      [...css.matchAll(/url\("([^"]+)"\)/g)].every((m) => m[1]?.startsWith('https://svc.test/widget/fonts/')),
    ).toBe(true);
  });

  it("declare a family's faces in the document once, however many pop-ups use it", () => {
    ensureFontFaces(document, 'Lato', 'https://svc.test');
    ensureFontFaces(document, 'Lato', 'https://svc.test');
    ensureFontFaces(document, '', 'https://svc.test');
    const styles = document.head.querySelectorAll('style[id^="beckon-font-"]');
    expect([...styles].map((s) => s.id)).toEqual(['beckon-font-lato']);
    expect(styles[0]?.textContent).toContain('https://svc.test/widget/fonts/lato-latin-400-normal.woff2');
  });

  it('load the Hebrew file only for Hebrew text, in the families that draw Hebrew', () => {
    const css = fontFaceCss('Rubik', '/f/');
    expect(css).toContain(
      'src:url("/f/rubik-hebrew-400-normal.woff2") format("woff2");unicode-range:U+0307-0308,U+0590-05FF',
    );
    expect(css).toContain('src:url("/f/rubik-latin-700-normal.woff2") format("woff2");unicode-range:U+0000-00FF');
    // Every face says which characters it covers, so a Latin page never fetches the Hebrew file.
    expect(css.match(/@font-face/g)?.length).toBe(4);
    expect(css.match(/unicode-range:/g)?.length).toBe(4);
    expect(fontFiles('Lato').some((f) => f.includes('hebrew'))).toBe(false);
  });

  it('put the web font before the owner font list, which stays the fallback', () => {
    expect(fontStack({ web_font: 'Poppins', font_family: 'Georgia, serif' })).toBe('"Poppins", Georgia, serif');
    expect(fontStack({ web_font: '', font_family: 'Georgia, serif' })).toBe('Georgia, serif');
  });

  it('reach a pop-up: its box uses the family and the page gets its faces from the service', () => {
    const design = makeDesign({ style: { web_font: 'Montserrat', font_family: 'Arial, sans-serif' } });
    render(<Popup design={design} lang="en" isMobile={false} serviceOrigin="https://svc.test" />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--bk-font')).toBe('"Montserrat", Arial, sans-serif');
    expect(document.getElementById('beckon-font-montserrat')?.textContent).toContain(
      'https://svc.test/widget/fonts/montserrat-latin-700-normal.woff2',
    );
  });
});
