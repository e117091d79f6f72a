/** Media library URLs in the image and gallery widgets: they validate, render, and the image lists its sizes. */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, type SiteInfo, widgets } from '../src/index.js';
import { mediaSrcset, mediaWidths } from '../src/media-urls.js';
import { DEFAULT_LOOK } from '../src/theme/theme-variables.js';

const site: SiteInfo = {
  name: 'Clínica',
  tagline: 't',
  logo: null,
  ...DEFAULT_LOOK,
  menu: [],
  footer: { address: 'a', phone: 'p', hours: 'h', note: 'n' },
};
const page = { id: 1, title: 'T', excerpt: 'E', path: '/x/', url: 'http://h/x/', featuredImage: null };
const ACCOUNT = 'de30c1e0a1b2c';
const IMAGE = '0123456789abcdef0123456789abcdef';
const url = (w: number) => `/site/media/${ACCOUNT}/${IMAGE}-${w}.webp`;

/** `children` inside one section and column, where widgets stand. */
function render(children: unknown[]) {
  const content = [
    { id: 's', type: 'section', settings: {}, children: [{ id: 'c', type: 'column', settings: {}, children }] },
  ];
  const doc = parseDocument({ schemaVersion: 1, root: { settings: { showHeader: false } }, content }, widgets);
  return renderPage({
    doc,
    widgets,
    data: { recentPosts: [], totalPosts: 0 },
    site,
    page,
    kind: 'page',
    assetBase: '/site/assets',
    endOfBody: '',
  }).html;
}

describe('media library images', () => {
  it('generates the widths below the original and the original capped at 1600', () => {
    expect(mediaWidths(4000)).toEqual([480, 960, 1600]);
    expect(mediaWidths(1000)).toEqual([480, 960, 1000]);
    expect(mediaWidths(800)).toEqual([480, 800]);
    expect(mediaWidths(300)).toEqual([300]);
  });

  it('lists every size up to the chosen one in srcset, and nothing for other images', () => {
    expect(mediaSrcset(url(1600))).toBe(`${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1600w`);
    expect(mediaSrcset(url(800))).toBe(`${url(480)} 480w, ${url(800)} 800w`);
    expect(mediaSrcset('/site/assets/img/clinica.svg')).toBeUndefined();
    expect(mediaSrcset(`${url(1600)}?x=1`)).toBeUndefined();
  });

  it('renders a library image in the image widget with its srcset, alt and size', () => {
    const html = render([
      { id: 'i', type: 'image', settings: { src: url(1600), alt: 'Sala de espera', width: 1600, height: 900 } },
    ]);
    expect(html).toContain(`src="${url(1600)}"`);
    expect(html).toContain(`srcSet="${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1600w"`);
    expect(html).toContain('alt="Sala de espera"');
    expect(html).toContain('width="1600"');
  });

  it('renders library images in the gallery', () => {
    const html = render([
      { id: 'g', type: 'gallery', settings: { images: [{ src: url(960), alt: 'Consulta', width: 960, height: 640 }] } },
    ]);
    expect(html).toContain(`src="${url(960)}"`);
    expect(html).toContain('alt="Consulta"');
  });
});
