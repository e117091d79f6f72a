import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOTICES,
  accountPageOf,
  accountValuesOf,
  addressLines,
  addressValuesOf,
  noticeOf,
  signInPageOf,
} from './account-pages.js';
import type { Address, Customer } from './customer-repository.js';

const customer: Customer = {
  customerId: 'c1',
  email: 'marta@example.es',
  passwordHash: null,
  firstName: 'Marta',
  lastName: 'Ruiz',
  displayName: '',
  cartId: null,
};
const address: Address = {
  firstName: 'Ana',
  lastName: 'López',
  address: 'Calle Mayor 1',
  postcode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  phone: '600000000',
};

describe('My account’s pages', () => {
  it('turns a redirect’s ?aviso= into its success notice, and no key into none', () => {
    expect(noticeOf('direccion')).toEqual([{ kind: 'success', text: ACCOUNT_NOTICES.direccion }]);
    expect(noticeOf(undefined)).toEqual([]);
  });

  it('shows the sign-in forms empty unless a refused form gives them back', () => {
    expect(signInPageOf(null, {}).body).toEqual({
      page: 'sign-in',
      props: { csrf: null, notices: [], signInEmail: '', signUpEmail: '', signUpErrors: {} },
    });
    const refused = signInPageOf('tok', { signUpEmail: 'x', signUpErrors: { email: 'mal' } });
    expect(refused.body.props).toMatchObject({ csrf: 'tok', signUpEmail: 'x', signUpErrors: { email: 'mal' } });
  });

  it('greets the customer by their display name, or by their email when they have none', () => {
    const page = accountPageOf({ customer, sessionId: 's' }, 'tok', { tab: 'descargas' }, '/mi-cuenta/descargas/');
    expect(page.path).toBe('/mi-cuenta/descargas/');
    expect(page.body.props).toMatchObject({ name: 'marta@example.es', notices: [] });
    const named = accountPageOf(
      { customer: { ...customer, displayName: 'marta' }, sessionId: 's' },
      null,
      {
        tab: 'escritorio',
      },
      '/mi-cuenta/',
    );
    expect(named.body.props).toMatchObject({ name: 'marta' });
  });

  it('lists a saved address in lines and starts an unsaved one’s form from the customer’s name', () => {
    expect(addressLines(address)).toEqual(['Ana López', 'Calle Mayor 1', '28013 Madrid (Madrid)', '600000000']);
    expect(addressLines(undefined)).toBeNull();
    expect(addressValuesOf(undefined, customer)).toEqual({
      nombre: 'Marta',
      apellidos: 'Ruiz',
      direccion: '',
      codigo_postal: '',
      ciudad: '',
      provincia: '',
      telefono: '',
    });
    expect(addressValuesOf(address, customer)).toMatchObject({ nombre: 'Ana', codigo_postal: '28013' });
    expect(accountValuesOf(customer)).toEqual({
      nombre: 'Marta',
      apellidos: 'Ruiz',
      nombre_visible: '',
      email: 'marta@example.es',
    });
  });
});
