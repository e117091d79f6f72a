/**
 * A valid request for each shop route, for the fuzzer: the forms that change a
 * cart carry a well-formed cart cookie and its CSRF token (the cart need not
 * exist: an unknown cart is an empty one).
 */
import { shopCsrfToken } from '../../src/plugins/shop/cart-cookie.js';
import { visitorCsrfToken } from '../../src/plugins/shop/customer-session.js';
import { PRODUCTS_CSV_HEADER } from '../../src/plugins/shop/products-csv.js';
import type { FuzzContext } from './fuzz-app.js';
import type { RouteSpec } from './fuzz-harness.js';

const CART_TOKEN = 'A'.repeat(43);
const withCart = () => ({ cookie: `beckon_cart=${CART_TOKEN}`, 'sec-fetch-site': 'same-origin' });
const _csrf = shopCsrfToken(CART_TOKEN);
/** A well-formed customer session that does not exist: the signed-in pages answer it with the sign-in page. */
const SESSION_TOKEN = 'B'.repeat(43);
const asCustomer = () => ({ cookie: `beckon_customer=${SESSION_TOKEN}`, 'sec-fetch-site': 'same-origin' });
const customerCsrf = visitorCsrfToken(SESSION_TOKEN, null) ?? '';
/** Password routes hash with argon2 on purpose. */
const HASHING_STALL_MS = 1_500;
const sameOrigin = () => ({ 'sec-fetch-site': 'same-origin' });

/** My account and the checkout's sign-in (account-routes.ts). */
export function shopAccountSpecs(): RouteSpec[] {
  const address = {
    _csrf: customerCsrf,
    nombre: 'Ana',
    apellidos: 'López',
    direccion: 'Calle Mayor 1',
    codigo_postal: '28013',
    ciudad: 'Madrid',
    provincia: 'Madrid',
    telefono: '600000000',
  };
  return [
    { method: 'GET', path: '/mi-cuenta/', query: { aviso: 'cuenta' } },
    {
      method: 'POST',
      path: '/mi-cuenta/acceder',
      headers: sameOrigin,
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.61',
      body: { type: 'form', valid: () => ({ username: 'lucia@example.es', password: 'piel-sana-2026' }) },
    },
    {
      method: 'POST',
      // No password at sign-up (it is chosen from the mailed link), so nothing to hash.
      path: '/mi-cuenta/registrarse',
      headers: sameOrigin,
      body: { type: 'form', valid: () => ({ email: 'fuzz@example.es' }) },
    },
    {
      method: 'POST',
      path: '/finalizar-compra/acceder',
      headers: sameOrigin,
      stallMs: HASHING_STALL_MS,
      remoteAddress: '198.51.100.63',
      body: { type: 'form', valid: () => ({ username: 'lucia@example.es', password: 'x', rememberme: 'forever' }) },
    },
    {
      method: 'POST',
      path: '/mi-cuenta/cerrar-sesion',
      headers: asCustomer,
      body: { type: 'form', valid: () => ({ _csrf: customerCsrf }) },
    },
    { method: 'GET', path: '/mi-cuenta/contrasena-perdida/', query: { aviso: 'enviado' } },
    {
      method: 'POST',
      path: '/mi-cuenta/contrasena-perdida/',
      headers: sameOrigin,
      body: { type: 'form', valid: () => ({ user_login: 'lucia@example.es' }) },
    },
    {
      // An unknown key is refused before any hashing, so no stall budget is needed.
      method: 'POST',
      path: '/mi-cuenta/contrasena-perdida/nueva',
      headers: sameOrigin,
      body: {
        type: 'form',
        valid: () => ({ clave: 'C'.repeat(43), password_1: 'piel-nueva-2027', password_2: 'piel-nueva-2027' }),
      },
    },
    { method: 'GET', path: '/mi-cuenta/pedidos/', headers: asCustomer },
    { method: 'GET', path: '/mi-cuenta/descargas/', headers: asCustomer },
    { method: 'GET', path: '/mi-cuenta/metodos-de-pago/', headers: asCustomer },
    { method: 'GET', path: '/mi-cuenta/ver-pedido/:numero/', headers: asCustomer, params: { numero: '1001' } },
    {
      method: 'GET',
      path: '/mi-cuenta/ver-pedido/:numero/factura.pdf',
      headers: asCustomer,
      params: { numero: '1001' },
    },
    {
      method: 'GET',
      path: '/mi-cuenta/ver-pedido/:numero/rectificativa/:reembolso/factura.pdf',
      headers: asCustomer,
      params: { numero: '1001', reembolso: '1' },
    },
    { method: 'GET', path: '/mi-cuenta/editar-direccion/', headers: asCustomer, query: { aviso: 'direccion' } },
    { method: 'GET', path: '/mi-cuenta/editar-direccion/:tipo/', headers: asCustomer, params: { tipo: 'envio' } },
    {
      method: 'POST',
      path: '/mi-cuenta/editar-direccion/:tipo/',
      headers: asCustomer,
      params: { tipo: 'facturacion' },
      body: { type: 'form', valid: () => address },
    },
    { method: 'GET', path: '/mi-cuenta/editar-cuenta/', headers: asCustomer },
    {
      method: 'POST',
      path: '/mi-cuenta/editar-cuenta/',
      headers: asCustomer,
      body: {
        type: 'form',
        valid: () => ({
          _csrf: customerCsrf,
          nombre: 'Ana',
          apellidos: 'López',
          nombre_visible: 'Ana',
          email: 'ana@example.es',
          password_actual: '',
          password_1: '',
          password_2: '',
        }),
      },
    },
  ];
}

export function shopSpecs(): RouteSpec[] {
  /** The checkout's billing form, as posted to place the order or to refresh its totals. */
  const billing = {
    _csrf,
    nombre: 'Lucía',
    apellidos: 'García',
    direccion: 'Calle Mayor 1',
    codigo_postal: '28013',
    ciudad: 'Madrid',
    provincia: 'Madrid',
    telefono: '600000000',
    email: 'lucia@example.es',
    notas: '',
    pago: 'clinica',
  };
  return [
    { method: 'GET', path: '/tienda/', htmlNotFound: true },
    { method: 'GET', path: '/producto/:slug/', params: { slug: 'serum-vitamina-c' }, htmlNotFound: true },
    { method: 'GET', path: '/carrito/', query: { aviso: 'actualizado' } },
    { method: 'GET', path: '/carrito/token', headers: withCart },
    { method: 'GET', path: '/carrito/menu', headers: withCart },
    { method: 'GET', path: '/carrito.json', headers: withCart },
    { method: 'GET', path: '/finalizar-compra/' },
    {
      method: 'GET',
      path: '/finalizar-compra/pedido-recibido/:numero/',
      params: { numero: '1001' },
      query: { clave: 'A'.repeat(22) },
      htmlNotFound: true,
    },
    {
      method: 'GET',
      path: '/finalizar-compra/pedido-recibido/:numero/factura.pdf',
      params: { numero: '1001' },
      query: { clave: 'A'.repeat(22) },
      htmlNotFound: true,
    },
    {
      method: 'GET',
      path: '/finalizar-compra/pedido-recibido/:numero/rectificativa/:reembolso/factura.pdf',
      params: { numero: '1001', reembolso: '1' },
      query: { clave: 'A'.repeat(22) },
      htmlNotFound: true,
    },
    {
      method: 'POST',
      path: '/carrito/anadir',
      headers: () => ({ 'sec-fetch-site': 'same-origin' }),
      body: { type: 'form', valid: () => ({ variante: '101', cantidad: '1' }) },
    },
    {
      method: 'POST',
      path: '/carrito/actualizar',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf, 'cantidad-101': '2' }) },
    },
    {
      method: 'POST',
      path: '/carrito/eliminar',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf, variante: '101' }) },
    },
    {
      method: 'POST',
      path: '/carrito/cupon',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf, cupon: 'bienvenida10' }) },
    },
    {
      method: 'POST',
      path: '/finalizar-compra/cupon',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf, cupon: 'bienvenida10' }) },
    },
    {
      method: 'POST',
      path: '/carrito/cupon/quitar',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf }) },
    },
    {
      method: 'POST',
      path: '/finalizar-compra/',
      headers: withCart,
      body: {
        type: 'form',
        valid: () => billing,
      },
    },
    {
      method: 'POST',
      path: '/carrito/envio',
      headers: withCart,
      body: { type: 'form', valid: () => ({ _csrf, codigo_postal: '28013', envio: '1' }) },
    },
    {
      method: 'POST',
      path: '/finalizar-compra/actualizar',
      headers: withCart,
      body: {
        type: 'form',
        valid: () => ({ ...billing, envio: '1' }),
      },
    },
  ];
}

/** The owner's Orders API (its owner has no orders: a valid detail request reaches the handler's 404). */
export function shopOwnerSpecs(ctx: FuzzContext): RouteSpec[] {
  const headers = () => ({ cookie: ctx.owner.cookie, 'x-csrf-token': ctx.owner.csrf });
  const order = { orderNumber: '1001' };
  return [
    { method: 'GET', path: '/api/owner/shop/inventory', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/inventory',
      headers,
      body: { type: 'json', valid: () => ({ hold_stock_minutes: 60 }) },
    },
    { method: 'GET', path: '/api/owner/shop/orders', headers, query: { status: 'processing', page: '1' } },
    { method: 'GET', path: '/api/owner/shop/orders.csv', headers, query: { status: 'processing' } },
    { method: 'GET', path: '/api/owner/shop/orders/:orderNumber', headers, params: order },
    {
      method: 'PUT',
      path: '/api/owner/shop/orders/:orderNumber/status',
      headers,
      params: order,
      body: { type: 'json', valid: () => ({ status: 'completed' }) },
    },
    {
      method: 'POST',
      path: '/api/owner/shop/orders/:orderNumber/refunds',
      headers,
      params: order,
      body: {
        type: 'json',
        valid: () => ({ amount_cents: 500, restock: true, restock_lines: [{ line_no: 1, quantity: 1 }] }),
      },
    },
    {
      method: 'POST',
      path: '/api/owner/shop/orders/:orderNumber/notes',
      headers,
      params: order,
      body: { type: 'json', valid: () => ({ text: 'Llamar antes de enviar.', to_customer: true }) },
    },
    {
      method: 'POST',
      path: '/api/owner/shop/orders/:orderNumber/resend-mail',
      headers,
      params: order,
    },
    { method: 'GET', path: '/api/owner/shop/orders/:orderNumber/invoice.pdf', headers, params: order },
    {
      method: 'GET',
      path: '/api/owner/shop/orders/:orderNumber/refunds/:refundNo/invoice.pdf',
      headers,
      params: { ...order, refundNo: '1' },
    },
    {
      method: 'POST',
      path: '/api/owner/shop/orders/:orderNumber/refunds/:refundNo/invoice',
      headers,
      params: { ...order, refundNo: '1' },
    },
    { method: 'GET', path: '/api/owner/shop/orders/:orderNumber/packing-slip.pdf', headers, params: order },
    { method: 'GET', path: '/api/owner/shop/legal', headers },
    { method: 'GET', path: '/api/owner/shop/mails', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/mails/:key',
      headers,
      params: { key: 'completed' },
      body: { type: 'json', valid: () => ({ subject: 'Pedido {order_number}', heading: 'Hola', body: 'Gracias.' }) },
    },
    { method: 'DELETE', path: '/api/owner/shop/mails/:key', headers, params: { key: 'completed' } },
    {
      method: 'POST',
      path: '/api/owner/shop/mails/:key/preview',
      headers,
      params: { key: 'note' },
      body: { type: 'json', valid: () => ({ subject: 'Nota {order_number}', heading: '', body: '{note}' }) },
    },
    {
      method: 'PUT',
      path: '/api/owner/shop/legal',
      headers,
      body: {
        type: 'json',
        valid: () => ({ legal_name: 'Dermatología Alba S.L.', tax_id: 'B12345678', address: 'Calle Mayor 1' }),
      },
    },
    // Products and coupons (owner-products-routes.ts, owner-coupons-routes.ts): this owner starts with
    // none, so a valid product or coupon request reaches the handler's 404 until a POST has made one.
    { method: 'GET', path: '/api/owner/shop/products', headers, query: { q: 'sérum', page: '1' } },
    { method: 'GET', path: '/api/owner/shop/products/:productId', headers, params: { productId: '4' } },
    {
      method: 'PUT',
      path: '/api/owner/shop/products/:productId',
      headers,
      params: { productId: '4' },
      body: {
        type: 'json',
        valid: () => ({
          name: 'Sérum',
          published: true,
          slug: 'serum-vitamina-c',
          category: 'Tratamiento',
          description: 'Sérum.\n\nDos párrafos.',
          variants: [
            { id: 104, name: '15 ml', price_cents: 2490, sale_price_cents: 1990, stock: 3 },
            { name: '50 ml', price_cents: 4990, sale_price_cents: null, stock: null },
          ],
          images: [
            { url: '/site/assets/img/productos/serum-vitamina-c-1.svg', alt: 'Frasco', width: 800, height: 800 },
          ],
        }),
      },
    },
    { method: 'DELETE', path: '/api/owner/shop/products/:productId', headers, params: { productId: '4' } },
    { method: 'GET', path: '/api/owner/shop/categories', headers },
    {
      method: 'POST',
      path: '/api/owner/shop/products',
      headers,
      body: {
        type: 'json',
        valid: () => ({
          name: 'Agua micelar',
          slug: `fuzz-${Math.random().toString(36).slice(2, 10)}`,
          category: 'Limpieza',
          short_description: 'Desmaquilla sin frotar.',
          description: 'Agua micelar.',
          published: false,
          variants: [{ name: '', price_cents: 1290, sale_price_cents: null, stock: 10 }],
          images: [],
        }),
      },
    },
    { method: 'GET', path: '/api/owner/shop/coupons', headers },
    {
      method: 'POST',
      path: '/api/owner/shop/coupons',
      headers,
      body: {
        type: 'json',
        valid: () => ({
          code: `fuzz-${Math.random().toString(36).slice(2, 10)}`,
          kind: 'percent',
          amount: 1000,
          min_subtotal_cents: 0,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          usage_limit: 5,
          usage_limit_per_customer: 1,
        }),
      },
    },
    {
      method: 'PUT',
      path: '/api/owner/shop/coupons/:code',
      headers,
      params: { code: 'bienvenida10' },
      body: {
        type: 'json',
        valid: () => ({
          kind: 'fixed',
          amount: 500,
          min_subtotal_cents: 0,
          expires_at: null,
          usage_limit: null,
          usage_limit_per_customer: 2,
          enabled: false,
        }),
      },
    },
    { method: 'DELETE', path: '/api/owner/shop/coupons/:code', headers, params: { code: 'bienvenida10' } },
    { method: 'GET', path: '/api/owner/shop/settings', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/settings',
      headers,
      body: { type: 'json', valid: () => ({ mini_cart_open_on: 'hover', mini_cart_auto_open: true }) },
    },
    { method: 'GET', path: '/api/owner/shop/payments', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/payments',
      headers,
      body: { type: 'json', valid: () => ({ transfer_account: 'ES91 2100 0418 4502 0005 1332' }) },
    },
    // The hold-stock minutes (owner-inventory-routes.ts).
    { method: 'GET', path: '/api/owner/shop/inventory', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/inventory',
      headers,
      body: { type: 'json', valid: () => ({ hold_stock_minutes: 45 }) },
    },
    // The shop's time zone (owner-time-zone-routes.ts).
    { method: 'GET', path: '/api/owner/shop/time-zone', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/time-zone',
      headers,
      body: { type: 'json', valid: () => ({ time_zone: 'Atlantic/Canary' }) },
    },
    // Taxes and the product file (owner-taxes-routes.ts, owner-products-routes.ts).
    { method: 'GET', path: '/api/owner/shop/taxes', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/taxes',
      headers,
      body: {
        type: 'json',
        valid: () => ({ prices_include_tax: true, rates_bp: { standard: 2100, reduced: 1000, 'super-reduced': 400 } }),
      },
    },
    { method: 'GET', path: '/api/owner/shop/products.csv', headers },
    {
      method: 'POST',
      path: '/api/owner/shop/products/import',
      headers,
      body: {
        type: 'json',
        valid: () => ({
          csv: `${PRODUCTS_CSV_HEADER.join(',')}\n,,FUZZ-1,Tónico,,fuzz-tonico,Limpieza,yes,standard,9.90,,5,Suave.,Tónico.\n`,
        }),
      },
    },
    { method: 'GET', path: '/api/owner/shop/shipping', headers },
    {
      method: 'PUT',
      path: '/api/owner/shop/shipping',
      headers,
      body: {
        type: 'json',
        valid: () => ({
          classes: [{ id: 'voluminoso', name: 'Voluminoso' }],
          zones: [
            {
              id: 1,
              name: 'Península',
              regions: ['ES'],
              postcodes: ['28*', '08000...08999'],
              methods: [
                {
                  id: 2,
                  kind: 'flat_rate',
                  enabled: true,
                  title: 'Precio fijo',
                  cost_cents: 413,
                  taxable: true,
                  class_costs: { voluminoso: 500 },
                  no_class_cost_cents: 0,
                  calculation: 'per_class',
                },
                {
                  id: 3,
                  kind: 'free_shipping',
                  enabled: true,
                  title: 'Envío gratuito',
                  requires: 'either',
                  min_amount_cents: 5000,
                  ignore_discounts: false,
                },
              ],
            },
          ],
          rest_of_world: [
            {
              id: 4,
              kind: 'local_pickup',
              enabled: true,
              title: 'Recogida en la clínica',
              cost_cents: 0,
              taxable: false,
            },
          ],
        }),
      },
    },
  ];
}
