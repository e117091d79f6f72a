/**
 * The dashboard's routes (under /admin). The signed-in area sits behind RequireSession, and the website's
 * screens behind RequireSite as well; the builder, results and most other screens are lazy modules (their
 * own chunks).
 */
import type { RouteObject } from 'react-router';
import { SignInScreen } from './account/sign-in-screen.js';
import { Layout } from './components/layout.js';
import { Loading } from './components/loading.js';
import { RequireSession } from './components/require-session.js';
import { RouteError } from './components/route-error.js';
import { wordsForScreens } from './i18n/i18n.js';
import { RequireSite } from './site/require-site.js';

/**
 * A first load that lands on a lazy screen shows a loading line until its module arrives (React Router's
 * hydrate fallback on the top routes) instead of rendering nothing and warning in the console.
 */
const withLoadingFallback = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({ ...route, hydrateFallbackElement: <Loading /> }));

/** A lazy screen is drawn once its module and its words (the screens' part of the catalogue) are in. */
const withScreenWords = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => {
    const { lazy, children } = route;
    const load =
      typeof lazy === 'function' ? { lazy: async () => (await Promise.all([lazy(), wordsForScreens()]))[0] } : {};
    return { ...route, ...load, ...(children ? { children: withScreenWords(children) } : {}) } as RouteObject;
  });

export const routes: RouteObject[] = withLoadingFallback(
  withScreenWords([
    { path: '/sign-in', element: <SignInScreen mode="sign-in" />, errorElement: <RouteError /> },
    { path: '/sign-up', element: <SignInScreen mode="sign-up" />, errorElement: <RouteError /> },
    // Opened from links in mails, never the first screen: their own chunks.
    {
      path: '/confirm',
      lazy: async () => ({ Component: (await import('./account/confirm-screen.js')).ConfirmScreen }),
      errorElement: <RouteError />,
    },
    {
      path: '/forgot-password',
      lazy: async () => ({ Component: (await import('./account/recovery-screens.js')).ForgotPasswordScreen }),
      errorElement: <RouteError />,
    },
    {
      path: '/reset-password',
      lazy: async () => ({ Component: (await import('./account/recovery-screens.js')).ResetPasswordScreen }),
      errorElement: <RouteError />,
    },
    {
      path: '/confirm-email',
      lazy: async () => ({ Component: (await import('./account/recovery-screens.js')).ConfirmEmailScreen }),
      errorElement: <RouteError />,
    },
    {
      path: '/join',
      lazy: async () => ({ Component: (await import('./team/join-screen.js')).JoinScreen }),
      errorElement: <RouteError />,
    },
    {
      path: '/',
      element: (
        <RequireSession>
          <Layout />
        </RequireSession>
      ),
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./popups/popups-screen.js')).PopupsScreen }),
        },
        {
          path: 'popups/new',
          lazy: async () => ({ Component: (await import('./builder/builder-screen.js')).BuilderScreen }),
        },
        {
          path: 'popups/templates',
          lazy: async () => ({ Component: (await import('./gallery/gallery-screen.js')).GalleryScreen }),
        },
        {
          path: 'popups/:poptinId',
          lazy: async () => ({ Component: (await import('./builder/builder-screen.js')).BuilderScreen }),
        },
        {
          path: 'leads',
          lazy: async () => ({ Component: (await import('./leads/leads-screen.js')).LeadsScreen }),
        },
        {
          path: 'results',
          lazy: async () => ({ Component: (await import('./results/results-screen.js')).ResultsScreen }),
        },
        {
          path: 'install',
          lazy: async () => ({ Component: (await import('./install/install-screen.js')).InstallScreen }),
        },
        {
          path: 'store-catalogue',
          lazy: async () => ({ Component: (await import('./store/store-catalogue-screen.js')).StoreCatalogueScreen }),
        },
        {
          path: 'store-catalogue/wix',
          lazy: async () => ({ Component: (await import('./store/wix-connection-screen.js')).WixConnectionScreen }),
        },
        {
          path: 'lead-delivery',
          lazy: async () => ({
            Component: (await import('./lead-delivery/lead-delivery-screen.js')).LeadDeliveryScreen,
          }),
        },
        {
          path: 'mail',
          lazy: async () => ({ Component: (await import('./mail/mail-outbox-screen.js')).MailOutboxScreen }),
        },
        {
          path: 'statistics',
          lazy: async () => ({ Component: (await import('./statistics/statistics-screen.js')).StatisticsScreen }),
        },
        {
          path: 'account',
          lazy: async () => ({ Component: (await import('./account/account-screen.js')).AccountScreen }),
        },
        {
          path: 'store-reports',
          lazy: async () => ({
            Component: (await import('./store-reports/store-reports-screen.js')).StoreReportsScreen,
          }),
        },
        {
          path: 'privacy',
          lazy: async () => ({ Component: (await import('./privacy/privacy-screen.js')).PrivacyScreen }),
        },
        {
          path: 'team',
          lazy: async () => ({ Component: (await import('./team/team-screen.js')).TeamScreen }),
        },
        {
          path: 'website/new',
          lazy: async () => ({ Component: (await import('./site/create-site-screen.js')).CreateSiteScreen }),
        },
        {
          // The website's screens: without a website, each shows the invitation to create one.
          element: <RequireSite />,
          children: [
            {
              path: 'forms',
              lazy: async () => ({
                Component: (await import('./forms/form-submissions-screen.js')).FormSubmissionsScreen,
              }),
            },
            {
              path: 'media',
              lazy: async () => ({ Component: (await import('./media/media-screen.js')).MediaScreen }),
            },
            {
              path: 'pages',
              lazy: async () => ({ Component: (await import('./editor/pages-screen.js')).PagesScreen }),
            },
            {
              path: 'pages/:pageId',
              lazy: async () => ({ Component: (await import('./editor/editor-screen.js')).EditorScreen }),
            },
            {
              path: 'orders',
              lazy: async () => ({ Component: (await import('./shop/orders-screen.js')).OrdersScreen }),
            },
            {
              path: 'orders/:orderNumber',
              lazy: async () => ({ Component: (await import('./shop/orders-screen.js')).OrderScreen }),
            },
            {
              path: 'products',
              lazy: async () => ({ Component: (await import('./shop/products-screen.js')).ProductsScreen }),
            },
            {
              path: 'products/new',
              lazy: async () => ({ Component: (await import('./shop/products-screen.js')).NewProductScreen }),
            },
            {
              path: 'products/:productId',
              lazy: async () => ({ Component: (await import('./shop/products-screen.js')).ProductScreen }),
            },
            {
              path: 'coupons',
              lazy: async () => ({ Component: (await import('./shop/coupons-screen.js')).CouponsScreen }),
            },
            {
              path: 'shipping',
              lazy: async () => ({ Component: (await import('./shop/shipping-screen.js')).ShippingScreen }),
            },
            {
              path: 'shop-mails',
              lazy: async () => ({ Component: (await import('./shop/shop-mails-screen.js')).ShopMailsScreen }),
            },
            {
              path: 'website',
              lazy: async () => ({ Component: (await import('./site/site-settings-screen.js')).SiteSettingsScreen }),
            },
          ],
        },
      ],
    },
  ]),
);
