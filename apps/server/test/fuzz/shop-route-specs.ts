/**
 * A valid request for each shop route (issue 12), for the fuzzer: the forms
 * that change a cart carry a well-formed cart cookie and its CSRF token (the
 * cart need not exist: an unknown cart is an empty one).
 */
import { shopCsrfToken } from '../../src/plugins/shop/cart-cookie.js';
import type { RouteSpec } from './fuzz-harness.js';

const CART_TOKEN = 'A'.repeat(43);
const withCart = () => ({ cookie: `beckon_cart=${CART_TOKEN}`, 'sec-fetch-site': 'same-origin' });
const _csrf = shopCsrfToken(CART_TOKEN);

export function shopSpecs(): RouteSpec[] {
  return [
    { method: 'GET', path: '/tienda/', htmlNotFound: true },
    { method: 'GET', path: '/producto/:slug/', params: { slug: 'serum-vitamina-c' }, htmlNotFound: true },
    { method: 'GET', path: '/carrito/', query: { aviso: 'actualizado' } },
    { method: 'GET', path: '/finalizar-compra/' },
    {
      method: 'GET',
      path: '/finalizar-compra/pedido-recibido/:numero/',
      params: { numero: '1001' },
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
        valid: () => ({
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
        }),
      },
    },
  ];
}
