/**
 * Renders one page to HTML on the server (react-dom/server, once per page
 * version: the caller caches the result). The shell declares lang="es",
 * inlines the site's colours and fonts, the theme CSS and the CSS of the
 * widgets used, and loads only the islands the render met. `endOfBody`
 * carries the Beckon snippet, the same one line a customer pastes.
 */

import { renderToString } from 'react-dom/server';
import { LIGHTBOX_MARK } from '../action-links/marker.js';
import type { ResolvedDocument } from '../document/schema.js';
import type { WidgetLookup } from '../document/validate.js';
import { THEME_CSS } from '../theme/css.js';
import { faviconLink } from '../theme/favicon.js';
import { Footer } from '../theme/footer.js';
import { Header, SHARED_MENU_CART } from '../theme/header.js';
import type { SiteInfo } from '../theme/site.js';
import { themeVariables } from '../theme/theme-variables.js';
import { newCollector, type PageInfo, RenderContext, type RenderContextValue, type SiteData } from './context.js';
import { escapeHtml } from './escape.js';
import { RenderNodes } from './render-tree.js';

/** For each island, the shared chunks it imports (written by build.mjs), preloaded so they load in parallel. */
export type IslandManifest = Record<string, string[]>;

export interface RenderPageInput {
  doc: ResolvedDocument;
  page: PageInfo;
  site: SiteInfo;
  widgets: WidgetLookup;
  data: SiteData;
  assetBase: string;
  manifest?: IslandManifest;
  /** Posts show their title, excerpt and featured image above the content. */
  kind: 'page' | 'post';
  /** Raw HTML placed last in <body> (the Beckon embed snippet). */
  endOfBody: string;
}

export interface RenderedPage {
  html: string;
  islands: string[];
}

function PostHead({ page }: { page: PageInfo }) {
  return (
    <div className="post-head wrap">
      <h1>{page.title}</h1>
      <p className="excerpt">{page.excerpt}</p>
      {page.featuredImage ? (
        <figure className="featured">
          <img src={page.featuredImage} alt="" width={1200} height={525} fetchPriority="high" />
        </figure>
      ) : null}
    </div>
  );
}

export function renderPage(input: RenderPageInput): RenderedPage {
  const { doc, page, site, widgets } = input;
  const collector = newCollector();
  const ctx: RenderContextValue = {
    editing: false,
    page,
    doc,
    assetBase: input.assetBase,
    data: input.data,
    collector,
  };
  const root = doc.root.settings;
  const body = renderToString(
    <RenderContext.Provider value={ctx}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      {root.showHeader ? <Header site={site} {...(site.miniCart ? { cart: SHARED_MENU_CART } : {})} /> : null}
      <main id="contenido" tabIndex={-1}>
        {input.kind === 'post' && root.showTitle ? <PostHead page={page} /> : null}
        <RenderNodes nodes={doc.content} widgets={widgets} />
      </main>
      {root.showFooter ? <Footer site={site} /> : null}
    </RenderContext.Provider>,
  );
  // Widgets of one family (the carousels) share one stylesheet: each distinct CSS goes in once.
  const widgetCss = [...new Set([...collector.widgetTypes].map((t) => widgets.get(t)?.css ?? ''))].join('');
  // Lightbox action links can sit in any widget's href: the rendered HTML tells whether the catcher is needed.
  if (LIGHTBOX_MARK.test(body)) collector.islands.add('action-links');
  const islands = [...collector.islands].sort();
  const preloads = new Set(islands.flatMap((name) => input.manifest?.[name] ?? []));
  const scripts = islands
    .map((name) => `<script type="module" src="${input.assetBase}/islands/${name}.js"></script>`)
    .join('');
  // The watcher runs first (a deferred classic script in the head, before the modules) so that it sees the islands' load errors.
  const watchTag = islands.length ? `<script defer src="${input.assetBase}/islands/watch.js"></script>` : '';
  const preloadTags =
    watchTag + [...preloads].map((f) => `<link rel="modulepreload" href="${input.assetBase}/${f}">`).join('');
  const description = escapeHtml(page.excerpt);
  const image = page.featuredImage
    ? `<meta property="og:image" content="${escapeHtml(new URL(page.featuredImage, page.url).href)}">`
    : '';
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} – ${escapeHtml(site.name)}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<meta property="og:description" content="${description}">
${image}${faviconLink(site)}
${preloadTags}<style>${themeVariables(site)}${THEME_CSS}${widgetCss}${collector.css.join('')}</style>
</head>
<body>
${body}
${scripts}
${input.endOfBody}
</body>
</html>
`;
  return { html, islands };
}
