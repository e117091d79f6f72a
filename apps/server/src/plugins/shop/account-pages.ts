/**
 * My account's pages as the routes describe them: the sign-in and sign-up forms, and the signed-in
 * customer's account with one of its tabs, with the values its forms start from.
 */
import type { AccountTab, AddressValues } from '@beckon/page-widgets/shop/account-pages.js';
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { Address, Customer } from './customer-repository.js';
import type { SignedIn } from './customer-session.js';
import type { ShopPage } from './shop-pages.js';

/** The notices the account's redirects ask for with ?aviso=. */
export const ACCOUNT_NOTICES = {
  cuenta: 'Detalles de la cuenta modificados correctamente.',
  direccion: 'Dirección cambiada correctamente.',
  registro:
    'Le hemos enviado un correo electrónico para completar el registro. Abra el enlace que contiene para elegir su contraseña.',
  alta: 'Su contraseña se ha guardado y su cuenta está lista.',
  contrasena: 'Su contraseña se ha restablecido correctamente. Acceda con la nueva.',
} as const;
export type AccountNoticeKey = keyof typeof ACCOUNT_NOTICES;

export const noticeOf = (key: AccountNoticeKey | undefined): ShopNotice[] =>
  key ? [{ kind: 'success', text: ACCOUNT_NOTICES[key] }] : [];

/** What the sign-in and sign-up forms show again: the address typed and what went wrong. */
export interface SignInForms {
  notices?: ShopNotice[];
  signInEmail?: string;
  signUpEmail?: string;
  signUpErrors?: Record<string, string>;
}

export function signInPageOf(csrf: string | null, forms: SignInForms): ShopPage {
  return {
    title: 'Mi cuenta',
    description: 'Acceda a su cuenta o regístrese.',
    path: '/mi-cuenta/',
    body: {
      page: 'sign-in',
      props: {
        csrf,
        notices: forms.notices ?? [],
        signInEmail: forms.signInEmail ?? '',
        signUpEmail: forms.signUpEmail ?? '',
        signUpErrors: forms.signUpErrors ?? {},
      },
    },
  };
}

/** One tab (`content`) of the signed-in customer's account, at `path`. */
export function accountPageOf(
  who: SignedIn,
  csrf: string | null,
  content: AccountTab,
  path: string,
  notices: ShopNotice[] = [],
): ShopPage {
  const c = who.customer;
  return {
    title: 'Mi cuenta',
    description: 'Sus pedidos, direcciones y datos de la cuenta.',
    path,
    body: {
      page: 'account',
      props: { name: c.displayName || c.email, csrf, notices, content },
    },
  };
}

/** A saved address as the addresses tab lists it; null when there is none. */
export const addressLines = (a: Address | undefined) =>
  a ? [`${a.firstName} ${a.lastName}`, a.address, `${a.postcode} ${a.city} (${a.province})`, a.phone] : null;

/** The address form's first values: the saved address, or the customer's name alone. */
export const addressValuesOf = (a: Address | undefined, c: Customer): AddressValues => ({
  nombre: a?.firstName ?? c.firstName,
  apellidos: a?.lastName ?? c.lastName,
  direccion: a?.address ?? '',
  codigo_postal: a?.postcode ?? '',
  ciudad: a?.city ?? '',
  provincia: a?.province ?? '',
  telefono: a?.phone ?? '',
});

/** The account details form's first values. */
export const accountValuesOf = (c: Customer) => ({
  nombre: c.firstName,
  apellidos: c.lastName,
  nombre_visible: c.displayName,
  email: c.email,
});
