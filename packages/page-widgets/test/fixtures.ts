/**
 * What the renderer tests draw a page with: one site, one page, and a document's content of one section
 * (`s`) holding one column (`c`), and the page editor's way of drawing it. One copy, so a field the renderer
 * comes to need is added once.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { newCollector, type parseDocument, RenderContext, RenderNodes, type SiteInfo, widgets } from '../src/index.js';
import { DEFAULT_LOOK } from '../src/theme/theme-variables.js';

export const site: SiteInfo = {
  name: 'Clínica',
  tagline: 't',
  logo: null,
  ...DEFAULT_LOOK,
  menu: [{ label: 'Inicio', href: '/' }],
  footer: { address: 'a', phone: 'p', hours: 'h', note: 'n' },
};

export const page = {
  id: 1,
  title: 'Título',
  excerpt: 'Resumen',
  path: '/x/',
  url: 'http://h/x/',
  featuredImage: null,
};

/** A document's content: one section `s` holding one column `c` of `children`. */
export const band = (children: unknown[]) => [
  { id: 's', type: 'section', settings: {}, children: [{ id: 'c', type: 'column', settings: {}, children }] },
];

/** `doc` drawn as the page editor draws it (live, with no posts), and the collector of its CSS and islands. */
export function renderEditing(doc: ReturnType<typeof parseDocument>, assetBase: string) {
  const collector = newCollector();
  const data = { recentPosts: [], totalPosts: 0 };
  const html = renderToString(
    createElement(
      RenderContext.Provider,
      { value: { editing: true, page, doc, data, assetBase, collector } },
      createElement(RenderNodes, { nodes: doc.content, widgets }),
    ),
  );
  return { html, collector };
}
