/**
 * The shell of a shop page: the site's header, menu and footer around a shop
 * body, the site's colours and fonts, the theme's and the shop's CSS inlined,
 * and only the theme island (menu behaviour). Rendered per request: a shop
 * page shows the visitor's cart and CSRF token.
 */

import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { parseDocument } from '../document/validate.js';
import { widgets } from '../registry.js';
import { newCollector, RenderContext, type RenderContextValue, type SiteData } from '../render/context.js';
import { escapeHtml } from '../render/escape.js';
import type { IslandManifest } from '../render/render-page.js';
import { THEME_CSS } from '../theme/css.js';
import { faviconLink } from '../theme/favicon.js';
import { Footer } from '../theme/footer.js';
import { Header, type MenuCart } from '../theme/header.js';
import type { SiteInfo } from '../theme/site.js';
import { themeVariables } from '../theme/theme-variables.js';
import { CAROUSEL_CSS } from '../widgets/carousel/settings.js';
import { AccountPage, SignInPage } from './account-pages.js';
import { CartPage } from './cart-page.js';
import { CataloguePage } from './catalogue-page.js';
import { CheckoutPage } from './checkout-page.js';
import { SHOP_CSS } from './css.js';
import { MessagePage } from './message-page.js';
import { OrderReceivedPage } from './order-received-page.js';
import { LostPasswordPage, NewPasswordPage } from './password-reset-pages.js';
import { ProductPage } from './product-page.js';
import type { StoreHookView } from './views.js';

/** Which page, with its props: the server names the page, this module renders it. */
export type ShopBody =
  | { page: 'catalogue'; props: ComponentProps<typeof CataloguePage> }
  | { page: 'product'; props: ComponentProps<typeof ProductPage> }
  | { page: 'cart'; props: ComponentProps<typeof CartPage> }
  | { page: 'checkout'; props: ComponentProps<typeof CheckoutPage> }
  | { page: 'order'; props: ComponentProps<typeof OrderReceivedPage> }
  | { page: 'message'; props: ComponentProps<typeof MessagePage> }
  | { page: 'sign-in'; props: ComponentProps<typeof SignInPage> }
  | { page: 'account'; props: ComponentProps<typeof AccountPage> }
  | { page: 'lost-password'; props: ComponentProps<typeof LostPasswordPage> }
  | { page: 'new-password'; props: ComponentProps<typeof NewPasswordPage> };

function Body({ body }: { body: ShopBody }) {
  switch (body.page) {
    case 'catalogue':
      return <CataloguePage {...body.props} />;
    case 'product':
      return <ProductPage {...body.props} />;
    case 'cart':
      return <CartPage {...body.props} />;
    case 'checkout':
      return <CheckoutPage {...body.props} />;
    case 'order':
      return <OrderReceivedPage {...body.props} />;
    case 'message':
      return <MessagePage {...body.props} />;
    case 'sign-in':
      return <SignInPage {...body.props} />;
    case 'account':
      return <AccountPage {...body.props} />;
    case 'lost-password':
      return <LostPasswordPage {...body.props} />;
    case 'new-password':
      return <NewPasswordPage {...body.props} />;
  }
}

export interface ShopPageInput {
  title: string;
  description: string;
  /** Absolute path of the page, e.g. `/carrito/`. */
  path: string;
  origin: string;
  site: SiteInfo;
  assetBase: string;
  manifest?: IslandManifest;
  body: ShopBody;
  /** The header's menu cart; absent where the page did not load the cart. */
  menuCart?: MenuCart;
  /** The pop-up widget's store hook: a signed-in customer's product pages only. */
  store?: StoreHookView;
  /** Markup placed last in `<body>`, after the store hook: the Beckon embed snippet, as on the content pages. */
  endOfBody?: string;
}

/**
 * The store hook as a JSON data block, which the browser never runs. `<` is escaped so
 * product text cannot close the element.
 */
const storeHookTag = (store: StoreHookView): string =>
  `<script type="application/json" id="beckon-store">${JSON.stringify(store).replace(/</g, '\\u003c')}</script>`;

/** Pages whose forms the shop island enhances (add to cart, the cart's coupon, the checkout's sign-in). */
const ENHANCED_PAGES = new Set<ShopBody['page']>(['catalogue', 'product', 'cart', 'checkout']);

/**
 * The header's menu cart as this page shows it: with the page's CSRF token for the dropdown's remove forms
 * on the pages whose forms the shop island enhances, and without its dropdown elsewhere (account pages and
 * messages, which load no shop island to open it). §3 has the toggle only link to the cart on a page that
 * is both cart and checkout; here the two are always separate pages, so both open the dropdown.
 */
function menuCartFor(body: ShopBody, cart: MenuCart): MenuCart {
  if (!cart.dropdown) return cart;
  switch (body.page) {
    case 'catalogue':
    case 'product':
    case 'cart':
    case 'checkout':
      return { ...cart, dropdown: { ...cart.dropdown, csrf: body.props.csrf } };
    default: {
      const { dropdown: _dropdown, ...link } = cart;
      return link;
    }
  }
}

const NO_DATA: SiteData = { recentPosts: [], totalPosts: 0 };
// The header reads the render context; a shop page has no page document of its own.
const EMPTY_DOC = parseDocument({ schemaVersion: 1, root: { settings: {} }, content: [] }, widgets);

export function renderShopPage(input: ShopPageInput): string {
  const collector = newCollector();
  if (ENHANCED_PAGES.has(input.body.page)) collector.islands.add('shop');
  const ctx: RenderContextValue = {
    editing: false,
    page: {
      id: 0,
      title: input.title,
      excerpt: input.description,
      path: input.path,
      url: `${input.origin}${input.path}`,
      featuredImage: null,
    },
    doc: EMPTY_DOC,
    assetBase: input.assetBase,
    data: NO_DATA,
    collector,
  };
  const body = renderToString(
    <RenderContext.Provider value={ctx}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header site={input.site} {...(input.menuCart ? { cart: menuCartFor(input.body, input.menuCart) } : {})} />
      <main id="contenido" tabIndex={-1}>
        <Body body={input.body} />
      </main>
      <Footer site={input.site} />
    </RenderContext.Provider>,
  );
  const islands = [...collector.islands].sort();
  // The product page's image carousel: the shared carousel styles, then its per-view rules.
  const pageCss = `${collector.islands.has('carousel') ? CAROUSEL_CSS : ''}${collector.css.join('')}`;
  const preloads = new Set(islands.flatMap((name) => input.manifest?.[name] ?? []));
  const scripts = islands
    .map((name) => `<script type="module" src="${input.assetBase}/islands/${name}.js"></script>`)
    .join('');
  const preloadTags = [...preloads].map((f) => `<link rel="modulepreload" href="${input.assetBase}/${f}">`).join('');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)} – ${escapeHtml(input.site.name)}</title>
<meta name="description" content="${escapeHtml(input.description)}">
<meta name="robots" content="${input.path.startsWith('/producto/') || input.path === '/tienda/' ? 'index,follow' : 'noindex'}">
${faviconLink(input.site)}
${preloadTags}<style>${themeVariables(input.site)}${THEME_CSS}${SHOP_CSS}${pageCss}</style>
</head>
<body>
${body}
${input.store ? storeHookTag(input.store) : ''}${scripts}${input.endOfBody ?? ''}
</body>
</html>
`;
}
