/**
 * The shop's mails' words (pure): each editable mail's default Spanish subject, heading and text, the
 * placeholders each may use, and the filling in. Filling is one pass, so a value that holds "{…}" (a
 * customer's note, a product's name) is never read as a placeholder; the result is plain text.
 */
import type { ShopMailKey, ShopMailText } from '@beckon/owner-api';

/** The owner's texts by mail; a mail left out uses its default. */
export type MailTexts = Partial<Record<ShopMailKey, ShopMailText>>;

const ORDER_PLACEHOLDERS = ['site_title', 'order_number', 'order_date', 'order_total', 'customer_name'];
const CUSTOMER_PLACEHOLDERS = [...ORDER_PLACEHOLDERS, 'customer_first_name'];

interface MailDefinition {
  recipient: 'shop' | 'customer';
  placeholders: string[];
  text: ShopMailText;
}

const GREETING = 'Hola, {customer_first_name}:';
const REFUND_BODY =
  'Le hemos devuelto {refund_amount} del pedido. El reembolso llegará por el mismo medio con el que pagó.';

export const MAIL_DEFINITIONS: Record<ShopMailKey, MailDefinition> = {
  'admin-new': {
    recipient: 'shop',
    placeholders: ORDER_PLACEHOLDERS,
    text: {
      subject: '[{site_title}] Nuevo pedido n.º {order_number}',
      heading: 'Ha recibido el siguiente pedido de {customer_name}:',
      body: '',
    },
  },
  'admin-cancelled': {
    recipient: 'shop',
    placeholders: ORDER_PLACEHOLDERS,
    text: {
      subject: '[{site_title}] Pedido n.º {order_number} cancelado',
      heading: 'El pedido de {customer_name} se ha cancelado.',
      body: '',
    },
  },
  'admin-failed': {
    recipient: 'shop',
    placeholders: ORDER_PLACEHOLDERS,
    text: {
      subject: '[{site_title}] Pedido n.º {order_number} fallido',
      heading: 'El pago del pedido de {customer_name} ha fallado.',
      body: '',
    },
  },
  'on-hold': {
    recipient: 'customer',
    placeholders: CUSTOMER_PLACEHOLDERS,
    text: {
      subject: 'Su pedido n.º {order_number} está en espera – {site_title}',
      heading: GREETING,
      body: 'Su pedido está en espera hasta que confirmemos el pago. Estos son los detalles:',
    },
  },
  processing: {
    recipient: 'customer',
    placeholders: CUSTOMER_PLACEHOLDERS,
    text: {
      subject: 'Hemos recibido el pago de su pedido n.º {order_number} – {site_title}',
      heading: GREETING,
      body: 'Hemos recibido su pago y estamos preparando su pedido. Estos son los detalles:',
    },
  },
  completed: {
    recipient: 'customer',
    placeholders: CUSTOMER_PLACEHOLDERS,
    text: {
      subject: 'Su pedido n.º {order_number} está completado – {site_title}',
      heading: GREETING,
      body: 'Hemos terminado de procesar su pedido. Gracias por su compra.',
    },
  },
  refunded: {
    recipient: 'customer',
    placeholders: [...CUSTOMER_PLACEHOLDERS, 'refund_amount'],
    text: {
      subject: 'Su pedido n.º {order_number} ha sido reembolsado – {site_title}',
      heading: GREETING,
      body: REFUND_BODY,
    },
  },
  'partially-refunded': {
    recipient: 'customer',
    placeholders: [...CUSTOMER_PLACEHOLDERS, 'refund_amount'],
    text: {
      subject: 'Su pedido n.º {order_number} ha sido reembolsado parcialmente – {site_title}',
      heading: GREETING,
      body: REFUND_BODY,
    },
  },
  note: {
    recipient: 'customer',
    placeholders: [...CUSTOMER_PLACEHOLDERS, 'note'],
    text: {
      subject: 'Se ha añadido una nota a su pedido n.º {order_number} – {site_title}',
      heading: GREETING,
      body: 'Se ha añadido la siguiente nota a su pedido:\n\n{note}',
    },
  },
  'low-stock': {
    recipient: 'shop',
    placeholders: ['site_title', 'product', 'stock_left'],
    text: {
      subject: '[{site_title}] Pocas existencias: {product}',
      heading: 'A «{product}» le quedan pocas existencias: {stock_left}.',
      body: '',
    },
  },
  'no-stock': {
    recipient: 'shop',
    placeholders: ['site_title', 'product'],
    text: {
      subject: '[{site_title}] Sin existencias: {product}',
      heading: '«{product}» se ha quedado sin existencias.',
      body: '',
    },
  },
};

/** `template` with each known {placeholder} replaced by its value; unknown ones stay as typed. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

/** The mail's words, the owner's or the default, filled in: a one-line subject, the heading and body. */
export function filledText(texts: MailTexts, key: ShopMailKey, values: Readonly<Record<string, string>>) {
  const t = texts[key] ?? MAIL_DEFINITIONS[key].text;
  return {
    subject: fillPlaceholders(t.subject, values).replace(/[\r\n]+/g, ' '),
    heading: fillPlaceholders(t.heading, values),
    body: fillPlaceholders(t.body, values),
  };
}

/** Heading and body as a mail's first lines: each followed by a blank line, an empty one left out. */
export const openingLines = (t: { heading: string; body: string }) =>
  [t.heading, t.body].filter((s) => s !== '').flatMap((s) => [s, '']);
