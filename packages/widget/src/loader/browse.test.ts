import './test-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSED, cartFingerprint, cartSavedKey } from './browse';
import * as conversionChunk from './conversion-chunk';
import { beaconJson, CLIENT_ID, clearPageCookies } from './fixtures';
import { provide } from './lazy';
import { disposePage, type Run, runPage } from './page';
import { privacy, setCookie } from './storage';

const ORIGIN = 'https://beckon.example';
const SAVE = `${ORIGIN}/api/display/browse-abandonment`;
const CUSTOMER = 'Qk3v9x2LmN8pR4tY6wZa1b';
const serum = { product_id: 'serum-vitamina-c', product_name: 'Sérum vitamina C', category: 'Facial' };
const cream = { product_id: 'crema-solar-50', product_name: 'Crema solar SPF 50', category: 'Solar' };

let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let run: Run | undefined;

/** The store hook a host page renders (README "Store hook"). */
const hook = (data: unknown) => {
  document.getElementById('beckon-store')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'beckon-store';
  el.textContent = JSON.stringify(data);
  document.body.append(el);
};
const view = async () => {
  if (run) disposePage(run);
  run = runPage({ origin: ORIGIN, clientId: CLIENT_ID });
  await vi.advanceTimersByTimeAsync(0);
};
const saves = () => fetch.mock.calls.map(([u]) => u).filter((u) => u.startsWith(SAVE));
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);

beforeEach(() => {
  vi.useFakeTimers();
  provide('conversion', conversionChunk);
  fetch = vi.fn(async () => new Response(JSON.stringify({ display: 'allowed', message: '', poptins: [] })));
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
  clearPageCookies();
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/producto/serum-vitamina-c/');
});
afterEach(() => {
  if (run) disposePage(run);
  run = undefined;
  privacy.on = false;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.innerHTML = '';
});

describe('the browse-abandonment save', () => {
  it("sends the store hook's customer and viewed product as a GET with data_for abandonment", async () => {
    hook({ customerId: CUSTOMER, products: [serum] });
    await view();
    expect(saves()).toHaveLength(1);
    expect(query(saves()[0])).toEqual({
      client_id: CLIENT_ID,
      customer: CUSTOMER,
      data_for: 'abandonment',
      products: JSON.stringify([serum]),
    });
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it("saves the customer's browsed products newest first, without repeats, and keeps them in local storage", async () => {
    hook({ customerId: CUSTOMER, products: [serum] });
    await view();
    hook({ customerId: CUSTOMER, products: [cream] });
    await view();
    hook({ customerId: CUSTOMER, products: [serum] });
    await view();
    expect(JSON.parse(query(saves()[2]).products ?? '')).toEqual([serum, cream]);
    expect(JSON.parse(localStorage.getItem(BROWSED) ?? '')).toEqual({ customer: CUSTOMER, products: [serum, cream] });
  });

  it('starts a new list when another customer signs in on the same browser', async () => {
    hook({ customerId: CUSTOMER, products: [serum] });
    await view();
    hook({ customerId: 'other-customer', products: [cream] });
    await view();
    expect(JSON.parse(query(saves()[1]).products ?? '')).toEqual([cream]);
  });

  it('posts the same fields with the products as a list when the GET query would pass 4000 characters', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      product_id: `producto-${i}`,
      product_name: `Producto de cuidado facial número ${i} con un nombre largo`,
      category: 'Facial',
    }));
    hook({ customerId: CUSTOMER, products: many });
    await view();
    expect(saves()).toEqual([]);
    const [url, body] = vi.mocked(navigator.sendBeacon).mock.calls.find(([u]) => u === SAVE) ?? [];
    expect(url).toBe(SAVE);
    vi.useRealTimers(); // jsdom's FileReader answers on a timer
    expect(await beaconJson(body)).toEqual({
      client_id: CLIENT_ID,
      customer: CUSTOMER,
      data_for: 'abandonment',
      products: many,
    });
  });

  it('sends nothing and adds nothing to the stored product list in private mode', async () => {
    localStorage.setItem(BROWSED, JSON.stringify({ customer: CUSTOMER, products: [cream] }));
    privacy.on = true;
    hook({ customerId: CUSTOMER, products: [serum] });
    await view();
    expect(saves()).toEqual([]);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(BROWSED)).toBe(JSON.stringify({ customer: CUSTOMER, products: [cream] }));
  });

  it('sends nothing on a page without the store hook, or with a hook lacking a customer or a named product', async () => {
    await view();
    hook({ products: [serum] });
    await view();
    hook({ customerId: CUSTOMER, products: [{ product_id: 'sin-nombre' }] });
    await view();
    hook('<b>not a store</b>');
    await view();
    expect(saves()).toEqual([]);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(BROWSED)).toBeNull();
  });
});

describe('the cart save', () => {
  it("sends the store hook's cart with data_for cart and its value, after the browsed products", async () => {
    hook({ customerId: CUSTOMER, products: [serum], cart: { products: [cream, serum], total_cart_value: 41.4 } });
    await view();
    expect(saves().map((u) => query(u))).toEqual([
      expect.objectContaining({ data_for: 'abandonment', products: JSON.stringify([serum]) }),
      {
        client_id: CLIENT_ID,
        customer: CUSTOMER,
        data_for: 'cart',
        products: JSON.stringify([cream, serum]),
        total_cart_value: '41.4',
      },
    ]);
    // The cart is not a browsing history: the stored list holds only the viewed product.
    expect(JSON.parse(localStorage.getItem(BROWSED) ?? '').products).toEqual([serum]);
  });

  it('saves an emptied cart as an empty list, with only the cart on a page that shows no product', async () => {
    hook({ customerId: CUSTOMER, products: [], cart: { products: [], total_cart_value: 0 } });
    await view();
    expect(saves().map((u) => query(u))).toEqual([
      { client_id: CLIENT_ID, customer: CUSTOMER, data_for: 'cart', products: '[]', total_cart_value: '0' },
    ]);
  });

  it('posts a cart whose GET query would pass 4000 characters, with its value as a number', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      product_id: `producto-${i}`,
      product_name: `Producto de cuidado facial número ${i} con un nombre largo`,
      category: '',
    }));
    hook({ customerId: CUSTOMER, products: [], cart: { products: many, total_cart_value: 999.5 } });
    await view();
    expect(saves()).toEqual([]);
    const [, body] = vi.mocked(navigator.sendBeacon).mock.calls.find(([u]) => u === SAVE) ?? [];
    vi.useRealTimers(); // jsdom's FileReader answers on a timer
    expect(await beaconJson(body)).toEqual({
      client_id: CLIENT_ID,
      customer: CUSTOMER,
      data_for: 'cart',
      products: many,
      total_cart_value: 999.5,
    });
  });

  it('sends no cart save for a cart without a usable value', async () => {
    for (const total_cart_value of [-1, 'mucho', Number.NaN, 1e13]) {
      hook({ customerId: CUSTOMER, products: [], cart: { products: [cream], total_cart_value } });
      await view();
    }
    expect(saves()).toEqual([]);
  });

  it('saves an unchanged cart once per tab session, and again as soon as it changes', async () => {
    const cart = { products: [cream, serum], total_cart_value: 41.4 };
    hook({ customerId: CUSTOMER, products: [serum], cart });
    await view();
    await view();
    hook({ customerId: CUSTOMER, products: [cream], cart });
    await view();
    expect(saves().filter((u) => query(u).data_for === 'cart')).toHaveLength(1);
    // Every page still saves the browsed products.
    expect(saves().filter((u) => query(u).data_for === 'abandonment')).toHaveLength(3);
    expect(sessionStorage.getItem(cartSavedKey(CLIENT_ID))).toBe(cartFingerprint(CUSTOMER, cart.products, 41.4));
    hook({ customerId: CUSTOMER, products: [], cart: { products: [cream], total_cart_value: 26.5 } });
    await view();
    expect(saves().filter((u) => query(u).data_for === 'cart')).toHaveLength(2);
  });

  it('saves the cart again on the next page when the last save failed', async () => {
    fetch.mockImplementation(async (url) =>
      url.startsWith(SAVE) ? new Response('', { status: 503 }) : new Response('{"display":"allowed","poptins":[]}'),
    );
    hook({ customerId: CUSTOMER, products: [], cart: { products: [cream], total_cart_value: 26.5 } });
    await view();
    await view();
    expect(saves()).toHaveLength(2);
    expect(sessionStorage.getItem(cartSavedKey(CLIENT_ID))).toBeNull();
  });

  it('sends nothing for the cart in private mode', async () => {
    privacy.on = true;
    hook({ customerId: CUSTOMER, products: [serum], cart: { products: [cream], total_cart_value: 26.5 } });
    await view();
    expect(saves()).toEqual([]);
  });
});

describe('a page in private mode', () => {
  const SEEN_ID = 'poptin_o_a_d_0123456789abc';

  it('turns a view id an earlier consenting visit left into a plain seen mark, with or without the store hook', async () => {
    setCookie(SEEN_ID, 'f00dfeedbeef1f00', 60);
    privacy.on = true;
    await view();
    expect(document.cookie).toContain(`${SEEN_ID}=1`);
    expect(saves()).toEqual([]);
  });

  it('leaves the view id alone with tracking allowed', async () => {
    setCookie(SEEN_ID, 'f00dfeedbeef1f00', 60);
    await view();
    expect(document.cookie).toContain(`${SEEN_ID}=f00dfeedbeef1f00`);
  });
});

describe('the cart fingerprint', () => {
  const cart = [serum, cream];

  it('is the same for the same customer, products and value', () => {
    expect(cartFingerprint(CUSTOMER, cart, 41.4)).toBe(cartFingerprint(CUSTOMER, [{ ...serum }, { ...cream }], 41.4));
  });

  it('changes with the customer, the products, their order, a category or the value', () => {
    const base = cartFingerprint(CUSTOMER, cart, 41.4);
    expect(cartFingerprint('another-customer', cart, 41.4)).not.toBe(base);
    expect(cartFingerprint(CUSTOMER, [serum], 41.4)).not.toBe(base);
    expect(cartFingerprint(CUSTOMER, [cream, serum], 41.4)).not.toBe(base);
    expect(cartFingerprint(CUSTOMER, [{ ...serum, category: 'Otra' }, cream], 41.4)).not.toBe(base);
    expect(cartFingerprint(CUSTOMER, cart, 41.41)).not.toBe(base);
    expect(cartFingerprint(CUSTOMER, [], 0)).not.toBe(cartFingerprint(CUSTOMER, [], 0.01));
  });
});
