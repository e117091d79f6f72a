/**
 * My account's forms checked on the server, in Spanish beside each
 * field, as checkout-form.ts does for the checkout (whose address rules the
 * address form reuses). Pure: the routes render the result.
 */
import type { AccountErrors, AccountValues, AddressValues } from '@beckon/page-widgets/shop/account-pages.js';
import { type CheckoutValues, checkCheckout } from './checkout-form.js';
import type { Address } from './customer-repository.js';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** ASVS 6.2.1, as the owner's accounts: at least 8 characters, long passphrases allowed. */
const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export const ADDRESS_FORM_FIELDS = [
  'nombre',
  'apellidos',
  'direccion',
  'codigo_postal',
  'ciudad',
  'provincia',
  'telefono',
] as const;
export const ACCOUNT_FORM_FIELDS = ['nombre', 'apellidos', 'nombre_visible', 'email'] as const;

/** A rate limit's wait in the words of the shop's messages: "1 minuto", "60 minutos". */
export function minutesText(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minuto' : `${m} minutos`;
}

export function emailProblem(email: string): string | null {
  if (email === '') return 'Introduzca una dirección de correo electrónico.';
  if (email.length > 254 || !EMAIL.test(email)) return 'Introduzca una dirección de correo electrónico válida.';
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`;
  if (password.length > MAX_PASSWORD) return `La contraseña admite como mucho ${MAX_PASSWORD} caracteres.`;
  return null;
}

export type AddressCheck = { ok: true; address: Address } | { ok: false; errors: Partial<AddressValues> };

/** The checkout's rules for the same fields (one copy of them). */
export function checkAddress(values: AddressValues): AddressCheck {
  // The checkout's other fields, filled so that only the address's own can be refused.
  const filler = { email: 'cliente@example.es', notas: '', pago: 'recoger', envio: '' };
  const result = checkCheckout({ ...values, ...filler } as CheckoutValues, [filler.pago]);
  if (!result.ok) {
    const errors: Partial<AddressValues> = {};
    for (const f of ADDRESS_FORM_FIELDS) if (result.errors[f]) errors[f] = result.errors[f];
    return { ok: false, errors };
  }
  const d = result.details;
  return {
    ok: true,
    address: {
      firstName: d.firstName,
      lastName: d.lastName,
      address: d.address,
      postcode: d.postcode,
      city: d.city,
      province: d.province,
      phone: d.phone,
    },
  };
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export type AccountCheck =
  | {
      ok: true;
      firstName: string;
      lastName: string;
      displayName: string;
      email: string;
      /** The new password when one was asked for (the current one still has to be verified). */
      newPassword: string | null;
    }
  | { ok: false; errors: AccountErrors };

export function checkAccount(values: AccountValues, pw: PasswordChange): AccountCheck {
  const v = {
    nombre: values.nombre.trim(),
    apellidos: values.apellidos.trim(),
    nombre_visible: values.nombre_visible.trim(),
    email: values.email.trim().toLowerCase(),
  };
  const errors: AccountErrors = {};
  const labels = { nombre: 'Nombre', apellidos: 'Apellidos', nombre_visible: 'Nombre visible' } as const;
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    if (v[field] === '') errors[field] = `${label} es un campo obligatorio.`;
    else if (v[field].length > 80) errors[field] = `${label} admite como mucho 80 caracteres.`;
  }
  const e = emailProblem(v.email);
  if (e) errors.email = e;
  const changing = pw.current !== '' || pw.next !== '' || pw.confirm !== '';
  if (changing) {
    if (pw.current === '') errors.password_actual = 'Introduzca su contraseña actual.';
    const p = passwordProblem(pw.next);
    if (pw.next === '') errors.password_1 = 'Introduzca la nueva contraseña.';
    else if (p) errors.password_1 = p;
    if (pw.next !== pw.confirm) errors.password_2 = 'Las nuevas contraseñas no coinciden.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    firstName: v.nombre,
    lastName: v.apellidos,
    displayName: v.nombre_visible,
    email: v.email,
    newPassword: changing ? pw.next : null,
  };
}
