/**
 * The checkout's billing details, checked on the server: what a person typed
 * wrong comes back on the form beside its field, in Spanish, with what they
 * typed kept. Pure: the route only renders the result.
 */

export const CHECKOUT_FIELDS = [
  'nombre',
  'apellidos',
  'direccion',
  'codigo_postal',
  'ciudad',
  'provincia',
  'telefono',
  'email',
  'notas',
  'pago',
  'envio',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export interface BillingDetails {
  firstName: string;
  lastName: string;
  address: string;
  postcode: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  notes: string;
  paymentMethod: string;
}

export type CheckoutCheck =
  | { ok: true; details: BillingDetails }
  | { ok: false; errors: Partial<Record<CheckoutField, string>> };

// Spanish postcodes: two digits of the province (01–52), then three.
const POSTCODE = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
const PHONE = /^\+?[0-9 ]{9,15}$/;
// One @, something on each side, a dot in the domain and no spaces: the rest is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// The shipping method (`envio`) is checked against the methods of the typed address when the order is placed.
const REQUIRED: Record<Exclude<CheckoutField, 'notas' | 'envio'>, string> = {
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  direccion: 'Dirección de la calle',
  codigo_postal: 'Código postal',
  ciudad: 'Localidad / Ciudad',
  provincia: 'Provincia',
  telefono: 'Teléfono',
  email: 'Dirección de correo electrónico',
  pago: 'Método de pago',
};

export const MAX_LENGTHS: Record<CheckoutField, number> = {
  nombre: 80,
  apellidos: 80,
  direccion: 200,
  codigo_postal: 5,
  ciudad: 80,
  provincia: 80,
  telefono: 20,
  email: 254,
  notas: 1000,
  pago: 40,
  envio: 40,
};

/** `offeredMethods`: the ids of the payment methods the site's shop offers; any other is refused. */
export function checkCheckout(raw: CheckoutValues, offeredMethods: readonly string[]): CheckoutCheck {
  const v = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, raw[f].trim()])) as CheckoutValues;
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const [field, label] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (v[field] === '') errors[field] = `${label} es un campo obligatorio.`;
    else if (v[field].length > MAX_LENGTHS[field])
      errors[field] = `${label} admite como mucho ${MAX_LENGTHS[field]} caracteres.`;
  }
  if (v.notas.length > MAX_LENGTHS.notas)
    errors.notas = `Las notas admiten como mucho ${MAX_LENGTHS.notas} caracteres.`;
  if (!errors.codigo_postal && !POSTCODE.test(v.codigo_postal))
    errors.codigo_postal = 'El código postal no es válido: son cinco cifras, p. ej. 28007.';
  if (!errors.telefono && !PHONE.test(v.telefono)) errors.telefono = 'El teléfono no es válido.';
  if (!errors.email && !EMAIL.test(v.email)) errors.email = 'La dirección de correo electrónico no es válida.';
  if (!errors.pago && !offeredMethods.includes(v.pago)) errors.pago = 'Elija un método de pago de la lista.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    details: {
      firstName: v.nombre,
      lastName: v.apellidos,
      address: v.direccion,
      postcode: v.codigo_postal,
      city: v.ciudad,
      province: v.provincia,
      phone: v.telefono,
      email: v.email.toLowerCase(),
      notes: v.notas,
      paymentMethod: v.pago,
    },
  };
}
