/**
 * A valid request for every route the server has: the fuzzer starts from it
 * and breaks one thing at a time, so the bad inputs get past auth and the
 * parts that are fine. A route that is missing here is still fuzzed by
 * fuzz-unlisted-routes.test.ts with a guessed request (params and query only).
 */

import { RESTRICTED_CLIENT_ID, TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { CITA_FORM_ID, CITA_PAGE } from '../../src/plugins/site/content/cita.js';
import {
  closedBody,
  conversionForm,
  DEMO_CLIENT_ID,
  DEMO_TIMER_POPUP_ID,
  displayBody,
  VIEWER_ID,
  viewedBody,
} from '../helpers/payloads.js';
import { lightboxInput } from '../http/owner-helpers.js';
import { b64, hitForm, SITE } from '../http/statistics-helpers.js';
import type { FuzzContext } from './fuzz-app.js';
import type { RouteSpec } from './fuzz-harness.js';
import { shopAccountSpecs, shopOwnerSpecs, shopSpecs } from './shop-route-specs.js';

/** Password hashing (argon2) is slow on purpose: these routes get a larger stall budget. */
const HASHING_STALL_MS = 1_500;

const formFields = (form: string) => Object.fromEntries(new URLSearchParams(form));

export function displaySpecs(): RouteSpec[] {
  const poptin = { poptinId: DEMO_TIMER_POPUP_ID };
  return [
    { method: 'GET', path: '/api/display/validation/email-domains' },
    {
      method: 'POST',
      path: '/api/display/viewed/:poptinId',
      params: poptin,
      body: { type: 'json', valid: () => viewedBody() },
    },
    { method: 'GET', path: '/api/display/popup/:poptinId', params: poptin },
    { method: 'GET', path: '/api/display/click/:poptinId', params: poptin },
    {
      method: 'POST',
      path: '/api/display/closed/:poptinId',
      params: poptin,
      body: { type: 'json', valid: () => closedBody() },
    },
    {
      method: 'POST',
      path: '/api/display/total-website-session/:clientId',
      params: { clientId: DEMO_CLIENT_ID },
      body: { type: 'json', valid: () => ({ email: 'ana@example.com', url: 'clinic.example' }) },
    },
    {
      method: 'POST',
      path: '/api/display/conversion-activities/:clientId',
      params: { clientId: DEMO_CLIENT_ID },
      body: {
        type: 'json',
        valid: () => ({
          email: 'ana@example.com',
          poptin_id: DEMO_TIMER_POPUP_ID,
          activity: 'viewed',
          url: 'https://clinic.example/',
        }),
      },
    },
    {
      method: 'GET',
      path: '/api/display/browse-abandonment',
      query: {
        client_id: DEMO_CLIENT_ID,
        customer: 'cust-1',
        data_for: 'cart',
        products: '[{"product_id":"1","product_name":"Kit"}]',
        total_cart_value: '9.50',
      },
    },
    {
      method: 'POST',
      path: '/api/display/browse-abandonment',
      body: {
        type: 'json',
        valid: () => ({
          client_id: DEMO_CLIENT_ID,
          customer: 'cust-1',
          data_for: 'cart',
          products: [{ product_id: '1', product_name: 'Kit' }],
          total_cart_value: 9.5,
        }),
      },
    },
    {
      method: 'POST',
      path: '/api/display/wix/save-ordered-products',
      body: {
        type: 'json',
        valid: () => ({
          client_id: DEMO_CLIENT_ID,
          customer_id: 'cust-1',
          products: [{ product_id: '1', product_name: 'Kit', quantity: 1, price: 9.5 }],
          source_table: 'Stores/Orders',
        }),
      },
    },
    { method: 'GET', path: '/api/display/store/client-id', query: { shop: 'shop-name.myshopify.com' } },
    {
      method: 'GET',
      path: '/api/display/limitLogs/:clientId',
      params: { clientId: RESTRICTED_CLIENT_ID },
      query: { status: 'remind_me', id: '19a2b3c4d5e' },
    },
    ...(['shopify', 'wix', 'shop'] as const).map(
      (platform): RouteSpec => ({
        method: 'POST',
        path: `/api/display/${platform}/product-recommendation/:poptinId`,
        params: { poptinId: DEMO_TIMER_POPUP_ID },
        body: {
          type: 'form',
          valid: () => ({ client_id: DEMO_CLIENT_ID, category: 'last_visited', product_ids: '1,2', count: '3' }),
        },
      }),
    ),
    { method: 'GET', path: '/api/display/price-rules/:clientId', params: { clientId: DEMO_CLIENT_ID } },
    {
      method: 'POST',
      path: '/api/display/game/:poptinId',
      params: { poptinId: TYPES_POPUP_IDS.wheel },
      body: { type: 'json', valid: () => ({ client_id: TYPES_CLIENT_ID, viewer_id: VIEWER_ID }) },
    },
    {
      method: 'POST',
      path: '/api/display/conversion/:viewerId',
      params: { viewerId: VIEWER_ID },
      body: { type: 'form', valid: () => conversionForm() },
    },
    {
      method: 'POST',
      path: '/api/display/:clientId',
      params: { clientId: DEMO_CLIENT_ID },
      body: { type: 'json', valid: () => displayBody() },
    },
  ];
}

export function statisticsSpecs(ctx: FuzzContext): RouteSpec[] {
  const ingestHeaders = () => ({
    'x-stats-ts': b64(String(Math.floor(Date.now() / 1000))),
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    origin: 'https://clinic.example',
  });
  const ingest: RouteSpec[] = [
    {
      method: 'POST',
      path: '/api/statistics/hit',
      headers: ingestHeaders,
      body: { type: 'form', valid: () => formFields(hitForm()) },
    },
    {
      method: 'POST',
      path: '/api/statistics/online',
      headers: ingestHeaders,
      body: { type: 'form', valid: () => formFields(hitForm({}, 'online')) },
    },
    {
      method: 'POST',
      path: '/api/statistics/event',
      headers: ingestHeaders,
      body: {
        type: 'form',
        valid: () => ({
          site: SITE,
          et: '1767225600000',
          en: 'click',
          eid: 'maps',
          ec: 'btn',
          ev: 'Go',
          mb: '0',
          tu: 'https://maps.example/',
        }),
      },
    },
  ];
  const site = { site: ctx.owner.accountId };
  const bearer = () => ({ authorization: `Bearer ${ctx.statsKey}` });
  const range = { from: '2026-01-01', to: '2026-01-31' };
  const reports: RouteSpec[] = [
    { method: 'GET', path: '/api/statistics/sites/:site/visitors', params: site, query: range, headers: bearer },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/pages',
      params: site,
      query: { ...range, limit: '10' },
      headers: bearer,
    },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/referrers',
      params: site,
      query: { ...range, limit: '10', kind: 'search' },
      headers: bearer,
    },
    { method: 'GET', path: '/api/statistics/sites/:site/online', params: site, headers: bearer },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/outbound-links',
      params: site,
      query: { ...range, limit: '10' },
      headers: bearer,
    },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/downloads',
      params: site,
      query: { ...range, limit: '10' },
      headers: bearer,
    },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/campaigns',
      params: site,
      query: { ...range, limit: '10' },
      headers: bearer,
    },
    {
      method: 'GET',
      path: '/api/statistics/sites/:site/overview',
      params: site,
      query: { ...range, limit: '10' },
      headers: bearer,
    },
  ];
  return [...ingest, ...reports];
}

/** The owner's session: cookie, and the CSRF token every writing request needs. */
function session(ctx: FuzzContext): () => Record<string, string> {
  return () => ({ cookie: ctx.owner.cookie, 'x-csrf-token': ctx.owner.csrf });
}

export function ownerAuthSpecs(ctx: FuzzContext): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/api/owner/sign-up',
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.7',
      body: {
        type: 'json',
        valid: () => ({ email: 'new-owner@shop.example', password: 'correct horse battery', account_name: 'Shop' }),
      },
    },
    {
      method: 'POST',
      path: '/api/owner/confirm',
      remoteAddress: '198.51.100.7',
      body: { type: 'json', valid: () => ({ token: 'A'.repeat(43) }) },
    },
    {
      method: 'POST',
      path: '/api/owner/sign-in',
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.7',
      body: { type: 'json', valid: () => ({ email: 'demo@beckon.example', password: 'not the password' }) },
    },
    { method: 'GET', path: '/api/owner/session', headers: session(ctx) },
    { method: 'GET', path: '/api/owner/account/settings', headers: session(ctx) },
    {
      method: 'PUT',
      path: '/api/owner/account/settings',
      headers: session(ctx),
      body: { type: 'json', valid: () => ({ restriction_setting: 'upgrade_no_remind' }) },
    },
    { method: 'GET', path: '/api/owner/stats-keys', headers: session(ctx) },
    {
      method: 'POST',
      path: '/api/owner/stats-keys',
      headers: session(ctx),
      body: { type: 'json', valid: () => ({ label: 'fuzz', expires_in_days: 30 }) },
    },
    {
      method: 'DELETE',
      path: '/api/owner/stats-keys/:keyId',
      params: { keyId: '0123456789abcdef' },
      headers: session(ctx),
    },
  ];
}

/** Signing out ends the session the other owner routes use, so these run last in their own file. */
export function ownerSignOutSpecs(ctx: FuzzContext): RouteSpec[] {
  return [
    { method: 'POST', path: '/api/owner/sign-out', headers: session(ctx) },
    { method: 'POST', path: '/api/owner/sign-out-everywhere', headers: session(ctx) },
  ];
}

export function ownerPopupSpecs(ctx: FuzzContext): RouteSpec[] {
  const poptin = { poptinId: ctx.popupId };
  const headers = session(ctx);
  return [
    { method: 'GET', path: '/api/owner/popups', headers },
    { method: 'POST', path: '/api/owner/popups', headers, body: { type: 'json', valid: () => lightboxInput() } },
    { method: 'GET', path: '/api/owner/popups/:poptinId', params: poptin, headers },
    {
      method: 'PUT',
      path: '/api/owner/popups/:poptinId',
      params: poptin,
      headers,
      body: { type: 'json', valid: () => ({ version: 1, popup: lightboxInput() }) },
    },
    { method: 'POST', path: '/api/owner/popups/:poptinId/duplicate', params: poptin, headers },
    {
      method: 'POST',
      path: '/api/owner/popups/:poptinId/toggle',
      params: poptin,
      headers,
      body: { type: 'json', valid: () => ({ is_active: true }) },
    },
    { method: 'POST', path: '/api/owner/popups/:poptinId/variants', params: poptin, headers },
    { method: 'POST', path: '/api/owner/popups/:poptinId/winner', params: poptin, headers },
    // The fixture pop-up is no game: a valid request reaches the handler and its 404.
    {
      method: 'GET',
      path: '/api/owner/popups/:poptinId/prizes/:prizeId/codes',
      params: { ...poptin, prizeId: 'ship' },
      headers,
    },
    {
      method: 'POST',
      path: '/api/owner/popups/:poptinId/prizes/:prizeId/codes',
      params: { ...poptin, prizeId: 'ship' },
      headers,
      body: { type: 'json', valid: () => ({ codes: ['SHIP-1', 'SHIP-2'] }) },
    },
    // Last: a valid request deletes the pop-up the routes above need.
    { method: 'DELETE', path: '/api/owner/popups/:poptinId', params: poptin, headers },
  ];
}

export function ownerReportSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const leads = { q: 'dana', popup: ctx.popupId, from: '2026-01-01', to: '2026-01-31' };
  return [
    { method: 'GET', path: '/api/owner/leads', headers, query: { ...leads, page: '1', page_size: '20' } },
    { method: 'GET', path: '/api/owner/leads.csv', headers, query: leads },
    { method: 'GET', path: '/api/owner/store-reports', headers, query: { kind: 'cart', period: '30d', page: '1' } },
    { method: 'GET', path: '/api/owner/store-reports.csv', headers, query: { kind: 'browse', period: 'all' } },
    { method: 'GET', path: '/api/owner/store-orders', headers, query: { period: '90d', page: '1' } },
    { method: 'GET', path: '/api/owner/store-orders.csv', headers, query: { period: 'all' } },
    { method: 'GET', path: '/api/owner/store-shop', headers },
    {
      method: 'PUT',
      path: '/api/owner/store-shop',
      headers,
      body: { type: 'json', valid: () => ({ shop: 'fuzz-shop.myshopify.com' }) },
    },
    { method: 'GET', path: '/api/owner/form-submissions', headers, query: { page: '1', page_size: '20' } },
    { method: 'GET', path: '/api/owner/form-submissions.csv', headers },
    { method: 'GET', path: '/api/owner/form-files/:fileId', headers, params: { fileId: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    {
      method: 'GET',
      path: '/api/owner/results',
      headers,
      query: { from: '2026-01-01', to: '2026-01-31', popup: ctx.popupId },
    },
    { method: 'GET', path: '/api/owner/install', headers },
  ];
}

/** The booking form of /cita/ as its page sends it, without the captcha (so no valid request is stored). */
const citaForm = () => ({
  page_id: String(CITA_PAGE.id),
  form_id: CITA_FORM_ID,
  referrer: 'http://localhost/cita/',
  'form_fields[nombre]': 'María Pérez',
  'form_fields[email]': 'maria@example.com',
  'form_fields[telefono]': '600 123 456',
  'form_fields[motivo]': 'Acné',
  'form_fields[fecha]': '2099-01-15',
  'form_fields[privacidad]': 'on',
});

export function siteSpecs(): RouteSpec[] {
  return [
    { method: 'GET', path: '/', query: { p: '228' }, htmlNotFound: true },
    { method: 'GET', path: '/:slug/', params: { slug: 'dermatitis-atopica' }, htmlNotFound: true },
    { method: 'GET', path: '/site/api/posts', query: { page: '1', per_page: '3' } },
    { method: 'GET', path: '/sitemap.xml' },
    { method: 'GET', path: '/robots.txt' },
    { method: 'GET', path: '/api/sites/tls-ask', query: { domain: 'clinica.localhost' } },
    { method: 'GET', path: '/site/api/forms/challenge' },
    {
      method: 'POST',
      path: '/site/api/forms/send',
      body: { type: 'multipart', valid: citaForm, fileField: 'form_fields[foto]' },
    },
    { method: 'GET', path: '/demo' },
    { method: 'GET', path: '/demo/types' },
    { method: 'GET', path: '/demo/he' },
    { method: 'GET', path: '/admin' },
    { method: 'GET', path: '/admin*', params: { '*': '/popups' }, htmlNotFound: true },
    { method: 'GET', path: '/stats/tracker.js' },
    { method: 'GET', path: '/*', params: { '*': 'widget/loader.js' }, htmlNotFound: true },
    {
      method: 'OPTIONS',
      path: '*',
      params: { '*': '/api/display/de30c1e0a1b2c' },
      headers: () => ({ origin: 'https://clinic.example', 'access-control-request-method': 'POST' }),
    },
  ];
}

export function allSpecs(ctx: FuzzContext): RouteSpec[] {
  return [
    ...displaySpecs(),
    ...statisticsSpecs(ctx),
    ...ownerAuthSpecs(ctx),
    ...ownerSignOutSpecs(ctx),
    ...ownerPopupSpecs(ctx),
    ...ownerReportSpecs(ctx),
    ...siteSpecs(),
    ...shopSpecs(),
    ...shopAccountSpecs(),
    ...shopOwnerSpecs(ctx),
    ...leadDeliverySpecs(ctx),
    ...ownerAccountSpecs(ctx),
    ...pageEditorSpecs(ctx),
    ...mediaSpecs(ctx),
    ...teamSpecs(ctx),
    ...websiteSpecs(ctx),
    ...privacySpecs(ctx),
    ...integrationSpecs(ctx),
    ...storeCatalogueSpecs(ctx),
  ];
}

/**
 * Store catalogues: the merchant's signed import (the owner's `bkc_` key), the owner's summary and CSV
 * upload, and making a key. Making a key replaces the one the signed import uses, so it comes last.
 */
export function storeCatalogueSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const product = {
    product_id: '7512',
    variant_ids: ['4300123', '4300124'],
    url: '/products/night-serum',
    title: 'Night serum',
    description: 'Retinol 0.3 %',
    price: '24.90',
    compare_at_price: '29.90',
    image: 'https://cdn.example.com/serum.jpg',
    inventory_quantity: 12,
    collections: ['Face', 'Night'],
  };
  const csv = [
    'Product ID,Variant IDs,URL,Title,Description,Price,Compare-at price,Image,Inventory,Collections',
    '7512,4300123|4300124,/products/night-serum,Night serum,Retinol 0.3 %,24.90,29.90,https://cdn.example.com/serum.jpg,12,Face|Night',
  ].join('\n');
  return [
    {
      method: 'PUT',
      path: '/api/store-catalogue/:platform',
      params: { platform: 'shopify' },
      headers: () => ({ authorization: `Bearer ${ctx.catalogueKey}` }),
      body: {
        type: 'json',
        valid: () => ({
          currency: 'USD',
          products: [product],
          price_rules: [
            {
              title: '10 % off from 50',
              target_type: 'line_item',
              allocation_method: 'across',
              target_selection: 'all',
              value_type: 'percentage',
              value: '10',
              prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' },
              starts_at: '2026-12-01T00:00:00+01:00',
              ends_at: '2026-12-08T00:00:00Z',
            },
          ],
        }),
      },
    },
    { method: 'GET', path: '/api/owner/store-catalogue', headers },
    {
      method: 'POST',
      path: '/api/owner/store-catalogue/:platform/import',
      params: { platform: 'wix' },
      headers,
      body: { type: 'json', valid: () => ({ currency: 'EUR', csv }) },
    },
    {
      method: 'PUT',
      path: '/api/store-catalogue/wix/connection',
      headers: () => ({ authorization: `Bearer ${ctx.catalogueKey}` }),
      body: {
        type: 'json',
        valid: () => ({ site_id: '4c1d2a3b-5e6f-4a7b-8c9d-0e1f2a3b4c5d', api_key: 'IST.fuzz-wix-key-0123456789' }),
      },
    },
    {
      method: 'DELETE',
      path: '/api/store-catalogue/wix/connection',
      headers: () => ({ authorization: `Bearer ${ctx.catalogueKey}` }),
    },
    { method: 'POST', path: '/api/owner/store-catalogue/key', headers },
    { method: 'GET', path: '/api/owner/store-catalogue/wix/connection', headers },
    {
      method: 'PUT',
      path: '/api/owner/store-catalogue/wix/connection',
      headers,
      body: {
        type: 'json',
        valid: () => ({ site_id: '4c1d2a3b-5e6f-4a7b-8c9d-0e1f2a3b4c5d', api_key: 'IST.fuzz-wix-key-0123456789' }),
      },
    },
    { method: 'DELETE', path: '/api/owner/store-catalogue/wix/connection', headers },
  ];
}

/**
 * Email-tool integrations. The ones named by id (their lists and fields included) this owner does not have,
 * so those requests stop at the 404 before the tool is called. Adding one and reading a key's lists call the
 * tool: Mailchimp on loopback (ctx.providers), with its one good key and a list it has.
 */
export function integrationSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const integration = { integrationId: '0123456789abc' };
  const mailchimp = () => ({ provider: 'mailchimp', api_key: ctx.providers.keys.mailchimp });
  return [
    {
      method: 'POST',
      path: '/api/owner/integrations/lists',
      headers,
      body: { type: 'json', valid: mailchimp },
    },
    {
      method: 'POST',
      path: '/api/owner/integrations',
      headers,
      body: {
        type: 'json',
        valid: () => ({
          ...mailchimp(),
          list_id: [...ctx.providers.lists.mailchimp.keys()][0] ?? '',
          field_map: [{ from: 'email', to: 'EMAIL' }],
          tags: ['fuzz'],
          double_opt_in: false,
          popup_ids: null,
        }),
      },
    },
    {
      method: 'POST',
      path: '/api/owner/integrations/fields',
      headers,
      body: {
        type: 'json',
        valid: () => ({ ...mailchimp(), list_id: [...ctx.providers.lists.mailchimp.keys()][0] ?? '' }),
      },
    },
    { method: 'GET', path: '/api/owner/integrations', headers },
    { method: 'GET', path: '/api/owner/integrations/:integrationId/lists', params: integration, headers },
    {
      method: 'GET',
      path: '/api/owner/integrations/:integrationId/fields',
      params: integration,
      query: { list_id: 'a1b2c3d4e5' },
      headers,
    },
    {
      method: 'PUT',
      path: '/api/owner/integrations/:integrationId',
      params: integration,
      headers,
      body: {
        type: 'json',
        valid: () => ({
          enabled: false,
          field_map: [
            { from: 'name', to: 'FNAME' },
            { from: 'field:Company', to: 'COMPANY' },
          ],
          tags: ['fuzz'],
          popup_ids: null,
        }),
      },
    },
    { method: 'POST', path: '/api/owner/integrations/:integrationId/test', params: integration, headers },
    { method: 'DELETE', path: '/api/owner/integrations/:integrationId', params: integration, headers },
  ];
}

/** Privacy requests: one lead's deletion, a person's export and erasure, the retention period. */
export function privacySpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const person = { type: 'json' as const, valid: () => ({ email: 'dana@shop.example' }) };
  return [
    { method: 'DELETE', path: '/api/owner/leads/:conversionId', params: { conversionId: '0123456789abcdef' }, headers },
    { method: 'POST', path: '/api/owner/privacy/export', headers, body: person },
    { method: 'POST', path: '/api/owner/privacy/erase', headers, body: person },
    { method: 'GET', path: '/api/owner/privacy/retention', headers },
    {
      method: 'PUT',
      path: '/api/owner/privacy/retention',
      headers,
      body: { type: 'json', valid: () => ({ retention_months: 24 }) },
    },
  ];
}

/** The website API: the fuzz owner creates a blank site once; domains go to a DNS server on loopback. */
export function websiteSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const domain = { domain: 'www.fuzz-site.example' };
  const theme = () => ({
    name: 'Fuzz',
    tagline: '',
    logo: null,
    colours: { primary: '#2c5282', accent: '#9c4221', text: '#1f2933', headings: '#1a202c' },
    fonts: { headings: 'system', body: 'serif' },
    menu: [{ label: 'Inicio', href: '/' }],
    footer: { address: '', phone: '', hours: '', note: '' },
  });
  return [
    { method: 'GET', path: '/api/owner/site', headers },
    { method: 'GET', path: '/api/owner/site/starters', headers },
    {
      method: 'POST',
      path: '/api/owner/site',
      headers,
      body: { type: 'json', valid: () => ({ name: 'Fuzz', starter: 'blank' }) },
    },
    { method: 'PUT', path: '/api/owner/site/theme', headers, body: { type: 'json', valid: theme } },
    { method: 'POST', path: '/api/owner/site/domains', headers, body: { type: 'json', valid: () => domain } },
    { method: 'POST', path: '/api/owner/site/domains/:domain/verify', params: domain, headers },
    { method: 'DELETE', path: '/api/owner/site/domains/:domain', params: domain, headers },
    { method: 'GET', path: '/api/owner/site/images', headers },
  ];
}

/** The media library: the upload is multipart (its text parts; the fixed corpus adds files). */
export function mediaSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const image = { imageId: '0123456789abcdef0123456789abcdef' };
  return [
    {
      method: 'POST',
      path: '/api/owner/media',
      headers,
      body: { type: 'multipart', valid: () => ({ alt: 'Sala de espera', decorative: 'false' }), fileField: 'file' },
    },
    { method: 'GET', path: '/api/owner/media', headers },
    {
      method: 'PUT',
      path: '/api/owner/media/:imageId',
      params: image,
      headers,
      body: { type: 'json', valid: () => ({ alt: 'Sala de espera', decorative: false }) },
    },
    { method: 'DELETE', path: '/api/owner/media/:imageId', params: image, headers },
    {
      method: 'GET',
      path: '/site/media/:accountId/:file',
      params: { accountId: DEMO_CLIENT_ID, file: '0123456789abcdef0123456789abcdef-480.webp' },
    },
  ];
}

export const names = (specs: RouteSpec[]) => specs.map((s) => `${s.method} ${s.path}`);

/** Lead delivery: webhooks, the new-lead mail switch, the log and "send again". */
export function leadDeliverySpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const endpoint = { endpointId: '0123456789abc' };
  return [
    { method: 'GET', path: '/api/owner/lead-delivery', headers },
    { method: 'GET', path: '/api/owner/mails', headers, query: { before: '1' } },
    {
      method: 'POST',
      path: '/api/owner/webhooks',
      headers,
      body: { type: 'json', valid: () => ({ url: 'https://hooks.example/beckon' }) },
    },
    {
      method: 'PUT',
      path: '/api/owner/webhooks/:endpointId',
      params: endpoint,
      headers,
      body: { type: 'json', valid: () => ({ url: 'https://hooks.example/other', enabled: false }) },
    },
    { method: 'DELETE', path: '/api/owner/webhooks/:endpointId', params: endpoint, headers },
    {
      method: 'PUT',
      path: '/api/owner/lead-email',
      headers,
      body: { type: 'json', valid: () => ({ new_lead_email: false }) },
    },
    {
      method: 'POST',
      path: '/api/owner/lead-deliveries/:deliveryId/resend',
      params: { deliveryId: '42' },
      headers,
    },
    // The owner's webhook points at a loopback address, so the test lead is refused before it is sent.
    { method: 'POST', path: '/api/owner/webhooks/:endpointId/test', params: { endpointId: ctx.webhookId }, headers },
  ];
}

/** Password reset, password and email change; wrong passwords, so nothing changes. */
export function ownerAccountSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const link = { account_id: DEMO_CLIENT_ID, token: 'A'.repeat(43) };
  return [
    {
      method: 'POST',
      path: '/api/owner/password-reset',
      remoteAddress: '198.51.100.8',
      body: { type: 'json', valid: () => ({ email: 'nobody@shop.example' }) },
    },
    {
      method: 'POST',
      path: '/api/owner/password-reset/confirm',
      stallMs: HASHING_STALL_MS,
      body: { type: 'json', valid: () => ({ ...link, password: 'correct horse battery' }) },
    },
    { method: 'POST', path: '/api/owner/email-change/confirm', body: { type: 'json', valid: () => link } },
    {
      method: 'POST',
      path: '/api/owner/password',
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.9',
      headers,
      body: { type: 'json', valid: () => ({ current_password: 'not the password', new_password: 'new pass 2026' }) },
    },
    {
      method: 'POST',
      path: '/api/owner/email-change',
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.9',
      headers,
      body: { type: 'json', valid: () => ({ new_email: 'moved@shop.example', password: 'not the password' }) },
    },
  ];
}

/** The page editor: the fuzz owner's own page 1, created by the first valid POST. */
export function pageEditorSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const page = { pageId: '1' };
  const document = () => ({
    schemaVersion: 1,
    root: { settings: {} },
    content: [{ id: 'sec-1', type: 'section', settings: {}, children: [] }],
  });
  return [
    {
      method: 'POST',
      path: '/api/owner/site/pages',
      headers,
      body: {
        type: 'json',
        valid: () => ({ slug: 'fuzz-page', title: 'Fuzz', kind: 'page', menu: { label: 'Fuzz', position: 2 } }),
      },
    },
    { method: 'GET', path: '/api/owner/site/pages', headers },
    { method: 'GET', path: '/api/owner/site/pages/:pageId', params: page, headers },
    { method: 'GET', path: '/api/owner/site/pages/:pageId/preview', params: page, headers },
    {
      method: 'PUT',
      path: '/api/owner/site/pages/:pageId/draft',
      params: page,
      headers,
      body: { type: 'json', valid: () => ({ version: 1, title: 'Fuzz', document: document() }) },
    },
    {
      method: 'POST',
      path: '/api/owner/site/pages/:pageId/publish',
      params: page,
      headers,
      body: { type: 'json', valid: () => ({ version: 1, title: 'Fuzz', document: document() }) },
    },
    { method: 'GET', path: '/api/owner/site/pages/:pageId/versions', params: page, headers },
    {
      method: 'POST',
      path: '/api/owner/site/pages/:pageId/versions/:version/restore',
      params: { ...page, version: '1' },
      headers,
      body: { type: 'json', valid: () => ({ version: 1 }) },
    },
    { method: 'GET', path: '/api/owner/site/menu', headers },
    {
      method: 'POST',
      path: '/api/owner/site/menu',
      headers,
      body: { type: 'json', valid: () => ({ page_id: 1, label: 'Fuzz', position: 3 }) },
    },
    {
      method: 'PUT',
      path: '/api/owner/site/menu/:pageId',
      params: page,
      headers,
      body: { type: 'json', valid: () => ({ label: 'Fuzz 2', position: 1 }) },
    },
    { method: 'DELETE', path: '/api/owner/site/menu/:pageId', params: page, headers },
  ];
}

/** The team: the fuzz owner invites; members and links that do not exist, so nothing changes. */
export function teamSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = session(ctx);
  const link = { account_id: DEMO_CLIENT_ID, token: 'A'.repeat(43) };
  const member = { ownerId: '0123456789abc' };
  return [
    { method: 'GET', path: '/api/owner/team', headers },
    {
      method: 'POST',
      path: '/api/owner/team/invitations',
      headers,
      body: { type: 'json', valid: () => ({ email: 'invitee@shop.example', role: 'editor' }) },
    },
    {
      method: 'DELETE',
      path: '/api/owner/team/invitations/:invitationId',
      params: { invitationId: '0123456789abc' },
      headers,
    },
    {
      method: 'PUT',
      path: '/api/owner/team/members/:ownerId',
      params: member,
      headers,
      body: { type: 'json', valid: () => ({ role: 'viewer' }) },
    },
    { method: 'GET', path: '/api/owner/team/members/:ownerId/made', params: member, headers },
    { method: 'DELETE', path: '/api/owner/team/members/:ownerId', params: member, query: { revoke: 'true' }, headers },
    { method: 'POST', path: '/api/owner/team/join/preview', body: { type: 'json', valid: () => link } },
    {
      method: 'POST',
      path: '/api/owner/team/join',
      stallMs: HASHING_STALL_MS,
      body: { type: 'json', valid: () => ({ ...link, password: 'correct horse battery' }) },
    },
  ];
}
