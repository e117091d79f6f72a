/**
 * What the my-account widget shows in the editor: a sample customer's content for each of the account's
 * endpoints (escritorio, pedidos, ver-pedido, descargas, direcciones and editar-direccion, métodos de pago,
 * editar-cuenta), found by the address a link of the account points to, as the real page's routes do.
 */
import type { AccountOrderView, AccountTab, AddressKind, AddressValues } from '../../shop/account-pages.js';
import type { OrderView } from '../../shop/views.js';

export const SAMPLE_NAME = 'María';

const BILLING = ['María García López', 'Calle de Alcalá 120, 3.º B', '28009 Madrid', 'Madrid', '600 123 456'];

const ORDER: OrderView = {
  number: 1042,
  date: '3 de noviembre de 2026',
  email: 'maria.garcia@example.com',
  paymentTitle: 'Pagar al recoger',
  instructions: 'Pague su pedido al recogerlo.',
  lines: [
    { name: 'Sérum antioxidante de vitamina C – 30 ml', quantity: 1, subtotalCents: 3990 },
    { name: 'Crema hidratante con ceramidas', quantity: 2, subtotalCents: 4580 },
  ],
  subtotalCents: 8570,
  discountCents: 0,
  couponCode: null,
  pricesIncludeTax: true,
  taxCents: 1487,
  taxLines: [{ rateBp: 2100, taxCents: 1487 }],
  totalCents: 8570,
  billing: BILLING,
};

const ORDERS: { order: OrderView; status: string }[] = [
  { order: ORDER, status: 'Procesando' },
  {
    order: {
      ...ORDER,
      number: 1017,
      date: '12 de octubre de 2026',
      paymentTitle: 'Transferencia bancaria',
      instructions: 'Haga la transferencia a nuestra cuenta indicando el número de pedido.',
      lines: [{ name: 'Gel limpiador suave', quantity: 1, subtotalCents: 1490 }],
      subtotalCents: 1490,
      taxCents: 259,
      taxLines: [{ rateBp: 2100, taxCents: 259 }],
      totalCents: 1490,
    },
    status: 'Completado',
  },
];

const ORDER_ROWS: AccountOrderView[] = ORDERS.map(({ order, status }) => ({
  number: order.number,
  date: order.date,
  status,
  totalCents: order.totalCents,
  itemCount: order.lines.reduce((n, l) => n + l.quantity, 0),
}));

const ADDRESS_VALUES: AddressValues = {
  nombre: 'María',
  apellidos: 'García López',
  direccion: 'Calle de Alcalá 120, 3.º B',
  codigo_postal: '28009',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  telefono: '600 123 456',
};

const EMPTY_ADDRESS: AddressValues = {
  nombre: '',
  apellidos: '',
  direccion: '',
  codigo_postal: '',
  ciudad: '',
  provincia: '',
  telefono: '',
};

export const SAMPLE_DASHBOARD: AccountTab = { tab: 'escritorio' };

const BY_PATH = new Map<string, AccountTab>(
  Object.entries({
    '/mi-cuenta/': SAMPLE_DASHBOARD,
    '/mi-cuenta/pedidos/': { tab: 'pedidos', orders: ORDER_ROWS },
    '/mi-cuenta/descargas/': { tab: 'descargas' },
    '/mi-cuenta/editar-direccion/': { tab: 'direcciones', addresses: { facturacion: BILLING, envio: null } },
    '/mi-cuenta/metodos-de-pago/': {
      tab: 'metodos-de-pago',
      offlineMethods: ['Pagar al recoger', 'Transferencia bancaria'],
    },
    '/mi-cuenta/editar-cuenta/': {
      tab: 'editar-cuenta',
      values: { nombre: 'María', apellidos: 'García López', nombre_visible: 'María', email: ORDER.email },
      errors: {},
    },
  }),
);

/** The sample tab a link of the account leads to, or null for a link elsewhere. */
export function sampleTab(href: string): AccountTab | null {
  const known = BY_PATH.get(href);
  if (known) return known;
  const number = /^\/mi-cuenta\/ver-pedido\/(\d+)\/$/.exec(href)?.[1];
  const placed = ORDERS.find((o) => String(o.order.number) === number);
  if (placed) return { tab: 'ver-pedido', ...placed };
  const address = /^\/mi-cuenta\/editar-direccion\/(facturacion|envio)\/$/.exec(href);
  if (address) {
    const kind = address[1] as AddressKind;
    return {
      tab: 'editar-direccion',
      kind,
      values: kind === 'facturacion' ? ADDRESS_VALUES : EMPTY_ADDRESS,
      errors: {},
    };
  }
  return null;
}
