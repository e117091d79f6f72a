/**
 * Self-hosted web fonts (design.style.web_font): the woff2 files come from
 * the @fontsource packages, copied by build.mjs to dist/fonts and served by
 * our server at /widget/fonts/, so no request goes to a font CDN. A shadow
 * root does not register @font-face rules declared inside it, so the faces
 * are declared once in the page's document, in a sheet the document adopts
 * (adopt-css.ts); the family is then used inside the pop-up's shadow root
 * like any installed font.
 */
import type { PopupStyle, WebFont } from '@beckon/popup-schema';
import { adoptCss } from './adopt-css.js';

type Family = Exclude<WebFont, ''>;

/**
 * The characters each subset file covers, copied from the @fontsource packages' own CSS. With a
 * unicode-range the browser fetches a subset only when the pop-up's text uses it, so a Spanish or
 * English pop-up loads only Latin and a Hebrew one adds the Hebrew file.
 */
const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,' +
    'U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  hebrew: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F',
} as const;
type Subset = keyof typeof RANGES;

/** Each family's @fontsource package name (also the start of its file names) and the subsets it ships. */
const FAMILIES: Record<Family, { slug: string; subsets: readonly Subset[] }> = {
  Roboto: { slug: 'roboto', subsets: ['latin'] },
  'Open Sans': { slug: 'open-sans', subsets: ['latin', 'hebrew'] },
  Lato: { slug: 'lato', subsets: ['latin'] },
  Montserrat: { slug: 'montserrat', subsets: ['latin'] },
  Poppins: { slug: 'poppins', subsets: ['latin'] },
  'Playfair Display': { slug: 'playfair-display', subsets: ['latin'] },
  Rubik: { slug: 'rubik', subsets: ['latin', 'hebrew'] },
  Heebo: { slug: 'heebo', subsets: ['latin', 'hebrew'] },
};

/** Regular and bold: headings and buttons use bold. */
const WEIGHTS = [400, 700] as const;

interface Face {
  file: string;
  weight: (typeof WEIGHTS)[number];
  range: string;
}

function faces(family: Family): Face[] {
  const { slug, subsets } = FAMILIES[family];
  return subsets.flatMap((subset) =>
    WEIGHTS.map((weight) => ({ file: `${slug}-${subset}-${weight}-normal.woff2`, weight, range: RANGES[subset] })),
  );
}

/** The woff2 files a family needs, as named in dist/fonts. */
export function fontFiles(family: Family): string[] {
  return faces(family).map((f) => f.file);
}

/** @font-face rules for a family, its files under `base` (e.g. https://service/widget/fonts/). */
export function fontFaceCss(family: Family, base: string): string {
  return faces(family)
    .map(
      (f) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${f.weight};font-display:swap;` +
        `src:url("${base}${f.file}") format("woff2");unicode-range:${f.range}}`,
    )
    .join('');
}

/** The CSS font-family value: the web font first, the owner's font list as fallback while it loads. */
export function fontStack(style: Pick<PopupStyle, 'font_family' | 'web_font'>): string {
  return style.web_font ? `"${style.web_font}", ${style.font_family}` : style.font_family;
}

/** Declares the family's faces in the document, once per family (several pop-ups share them). */
export function ensureFontFaces(doc: Document, family: WebFont, serviceOrigin: string): void {
  if (!family) return;
  adoptCss(doc, fontFaceCss(family, `${serviceOrigin}/widget/fonts/`), `beckon-font-${FAMILIES[family].slug}`);
}
