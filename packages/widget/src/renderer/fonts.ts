/**
 * Self-hosted web fonts (design.style.web_font): the woff2 files come from
 * the @fontsource packages, copied by build.mjs to dist/fonts and served by
 * our server at /widget/fonts/, so no request goes to a font CDN. A shadow
 * root does not register @font-face rules declared inside it, so the faces
 * are declared once in the page's document; the family is then used inside
 * the pop-up's shadow root like any installed font.
 */
import type { PopupStyle, WebFont } from '@beckon/popup-schema';

type Family = Exclude<WebFont, ''>;

/** Each family's @fontsource package name, which is also the start of its file names. */
const SLUGS: Record<Family, string> = {
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
  Poppins: 'poppins',
  'Playfair Display': 'playfair-display',
};

/** Regular and bold: headings and buttons use bold. Latin only, to keep each family at two small files. */
const WEIGHTS = [400, 700] as const;

/** The woff2 files a family needs, as named in dist/fonts. */
export function fontFiles(family: Family): string[] {
  return WEIGHTS.map((w) => `${SLUGS[family]}-latin-${w}-normal.woff2`);
}

/** @font-face rules for a family, its files under `base` (e.g. https://service/widget/fonts/). */
export function fontFaceCss(family: Family, base: string): string {
  return WEIGHTS.map(
    (w, i) =>
      `@font-face{font-family:"${family}";font-style:normal;font-weight:${w};font-display:swap;` +
      `src:url("${base}${fontFiles(family)[i]}") format("woff2")}`,
  ).join('');
}

/** The CSS font-family value: the web font first, the owner's font list as fallback while it loads. */
export function fontStack(style: Pick<PopupStyle, 'font_family' | 'web_font'>): string {
  return style.web_font ? `"${style.web_font}", ${style.font_family}` : style.font_family;
}

/** Declares the family's faces in the document, once per family (several pop-ups share them). */
export function ensureFontFaces(doc: Document, family: WebFont, serviceOrigin: string): void {
  if (!family) return;
  const id = `beckon-font-${SLUGS[family]}`;
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = fontFaceCss(family, `${serviceOrigin}/widget/fonts/`);
  doc.head.append(style);
}
