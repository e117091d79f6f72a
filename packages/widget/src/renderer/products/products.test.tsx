import '../test-dom.js';
import type { ProductCard, WixCartDetails } from '@beckon/popup-schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';
import { RENDER_DELAY_MS } from './products.js';

const CLIENT = 'de30c1e0a1b2c';
const card = (n: number, extra: Partial<ProductCard> = {}): ProductCard => ({
  product_id: `${n}00`,
  variant_id: `${n}01`,
  image: `https://cdn.example.com/${n}.jpg`,
  desc: `<p>About <b>${n}</b></p>`,
  title: `Product ${n} with a rather long name that goes on and on`,
  url: `/products/p${n}`,
  inventory_quantity: 3,
  price: '19.90',
  compare_at_price: '24.90',
  currency: '$',
  ...extra,
});

interface Call {
  url: string;
  init: RequestInit | undefined;
}
let calls: Call[] = [];
/** Answers by path: the recommendation route and the stores' cart calls, as their documented shapes. */
function stubFetch(answers: Record<string, () => Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ url: input, init });
      const path = input.replace(/^https?:\/\/[^/]+/, '').replace(/\/[0-9a-f-]{36}\//, '/{id}/');
      const answer = answers[`${init?.method ?? 'GET'} ${path.split('?')[0]}`];
      return answer ? answer() : new Response('{}', { status: 404 });
    }),
  );
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const recommendation = (products: ProductCard[]) => json({ success: true, currency: 'USD', data: { products } });

function draw(
  block: Record<string, unknown>,
  navigate = vi.fn(),
  properties: Record<string, string> = {},
  lang: 'en' | 'es' = 'en',
  wixCart?: WixCartDetails,
) {
  render(
    <Popup
      design={makeDesign({
        screens: { main: [{ kind: 'heading', text: 'You may like' }, block as never] },
        design_properties: properties,
      })}
      lang={lang}
      isMobile={false}
      serviceOrigin="https://display.example"
      clientId={CLIENT}
      wixCart={wixCart}
      navigate={navigate}
      onClose={vi.fn()}
      onSubmit={vi.fn()}
      onExited={vi.fn()}
    />,
  );
  return navigate;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // A store page: the platforms' objects are on it (spec §6); a test that wants a page without them removes them.
  vi.stubGlobal('Shopify', {});
  vi.stubGlobal('wixEmbedsAPI', {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the product-recommendation block', () => {
  it('asks for the visitor’s recent products from the store chunk’s key and draws their cards after 500 ms', async () => {
    localStorage.setItem('poptin_shopify_recent_product_id', '301,101');
    stubFetch({ 'POST /api/display/shopify/product-recommendation/0123456789abc': recommendation([card(3), card(1)]) });
    // The delay runs from the block's mount; the answer comes at once, and the cards still wait it out.
    const mounted = performance.now();
    draw({ kind: 'products', source: 'shopify', category: 'last_visited', count: 2 });
    const asked = () => calls.filter((c) => c.url.includes('/product-recommendation/'));
    await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 10_000 });
    // Checked only while the delay surely runs: a busy machine may see the answer late.
    if (performance.now() - mounted < RENDER_DELAY_MS / 2) expect(document.querySelector('.bk-prod')).toBeNull();
    const titles = await screen.findAllByText(/^Product \d/, {}, { timeout: 10_000 });
    expect(titles.map((t) => t.textContent)).toEqual([
      'Product 3 with a rather long name that goes on and...',
      'Product 1 with a rather long name that goes on and...',
    ]);
    expect(performance.now() - mounted).toBeGreaterThanOrEqual(RENDER_DELAY_MS);
    const form = new URLSearchParams(String(asked()[0]?.init?.body));
    expect(asked()[0]?.url).toBe('https://display.example/api/display/shopify/product-recommendation/0123456789abc');
    expect(Object.fromEntries(form)).toMatchObject({
      client_id: CLIENT,
      category: 'last_visited',
      count: '2',
      product_ids: '301,101',
    });
    expect(screen.getAllByText('About 3')).toHaveLength(1);
    expect(document.querySelector('.bk-prod-price')?.textContent).toBe('$24.90 $19.90');
  });

  it('strikes the catalogue’s price and shows the one the store’s price rule gives with the visitor’s cart', async () => {
    localStorage.setItem('poptin_shopify_recent_product_id', '101');
    const tenOffFrom50 = {
      platform: 'shopify',
      title: '10 % from 50',
      target_type: 'line_item',
      allocation_method: 'across',
      target_selection: 'all',
      value_type: 'percentage',
      value: '10.00',
      prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' },
      entitled_product_ids: [],
    };
    stubFetch({
      'POST /api/display/shopify/product-recommendation/0123456789abc': recommendation([card(1)]),
      [`GET /api/display/price-rules/${CLIENT}`]: json({
        success: true,
        price_rules: [tenOffFrom50, { ...tenOffFrom50, platform: 'wix', value: '50.00' }],
      }),
      // 30.10 in the cart: with this 19.90 the cart reaches 50.00.
      'GET /cart.js': json({ items: [], item_count: 1, total_price: 3010 }),
    });
    draw({ kind: 'products', source: 'shopify', category: 'last_visited' });
    await screen.findAllByText(/^Product 1/, {}, { timeout: 10_000 });
    expect(document.querySelector('.bk-prod-price')?.innerHTML).toBe('<s>$19.90</s> $17.91');
  });

  it('shows nothing, and asks nothing, when the visitor has no recent products', async () => {
    stubFetch({});
    draw({ kind: 'products', source: 'shopify', category: 'last_visited' });
    await new Promise((r) => setTimeout(r, RENDER_DELAY_MS + 100));
    expect(calls).toEqual([]);
    expect(document.querySelector('.bk-prods')).toBeNull();
  });

  it('shows nothing and logs the failure when the recommendation request fails', async () => {
    stubFetch({ 'POST /api/display/wix/product-recommendation/0123456789abc': json({}, 500) });
    draw({ kind: 'products', source: 'wix', category: 'manual', manual_products: ['a1'] });
    await waitFor(
      () => expect(console.log).toHaveBeenCalledWith('Beckon:', 'Product recommendation failed', expect.anything()),
      {
        timeout: 5000,
      },
    );
    await new Promise((r) => setTimeout(r, RENDER_DELAY_MS));
    expect(document.querySelector('.bk-prods')).toBeNull();
  });

  it('takes the site builder’s cart products from the display answer when the page cannot read carts/current', async () => {
    stubFetch({
      'GET /ecom/v1/carts/current': json({ message: 'Unauthorized' }, 401),
      'POST /api/display/wix/product-recommendation/0123456789abc': recommendation([card(3)]),
    });
    const wixCart: WixCartDetails = {
      lineItems: [
        { rootCatalogItemId: 'a1b2c3', productName: { original: 'Linen shirt' } },
        { rootCatalogItemId: 'd4e5f6', productName: { original: 'Straw hat' } },
      ],
      subtotal: { amount: '64.5' },
    };
    draw({ kind: 'products', source: 'wix', category: 'product_in_cart' }, vi.fn(), {}, 'en', wixCart);
    expect(await screen.findByText('Product 3 with a r...', {}, { timeout: 10_000 })).toBeTruthy();
    const asked = calls.find((c) => c.url.includes('/product-recommendation/'));
    // Newest first, as a cart read in the page gives them.
    expect(new URLSearchParams(String(asked?.init?.body)).get('product_ids')).toBe('d4e5f6,a1b2c3');
  });

  it('prefers the cart the page reads now to the display answer’s', async () => {
    stubFetch({
      'GET /ecom/v1/carts/current': json({
        cart: { id: 'c0ffee00-0000-4000-8000-000000000001', lineItems: [], subtotal: { amount: '0' } },
      }),
    });
    const wixCart: WixCartDetails = {
      lineItems: [{ rootCatalogItemId: 'a1b2c3', productName: { original: 'Linen shirt' } }],
      subtotal: { amount: '45' },
    };
    draw({ kind: 'products', source: 'wix', category: 'product_in_cart' }, vi.fn(), {}, 'en', wixCart);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('https://www.wixapis.com/ecom/v1/carts/current'));
    await new Promise((r) => setTimeout(r, RENDER_DELAY_MS + 100));
    expect(calls.filter((c) => c.url.includes('/product-recommendation/'))).toEqual([]);
    expect(document.querySelector('.bk-prods')).toBeNull();
  });

  it('cuts site-builder titles at 18 and descriptions at 64 characters', async () => {
    stubFetch({
      'POST /api/display/wix/product-recommendation/0123456789abc': recommendation([
        card(1, { desc: `<p>${'word '.repeat(30)}</p>` }),
      ]),
    });
    draw({ kind: 'products', source: 'wix', category: 'manual', manual_products: ['100'] });
    expect(await screen.findByText('Product 1 with a r...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector('.bk-prod-desc')?.textContent).toBe(`${'word '.repeat(12)}word...`);
  });
});

describe('the store-product buttons', () => {
  it('add to the store platform’s cart with /cart/add.js, and only log a 422', async () => {
    stubFetch({
      'POST /api/display/shopify/product-recommendation/0123456789abc': recommendation([card(1)]),
      'POST /cart/add.js': json({ status: 422, message: 'Cart Error', description: 'Sold out' }, 422),
    });
    const navigate = draw({
      kind: 'products',
      source: 'shopify',
      category: 'manual',
      manual_products: ['100'],
      buttons_action: 'add_to_cart_redirect',
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Add to cart: Product 1/ }, { timeout: 10_000 }));
    await waitFor(() => expect(console.log).toHaveBeenCalledWith('Beckon:', 'Add to cart refused', '101'));
    const add = calls.find((c) => c.url === '/cart/add.js');
    expect(JSON.parse(String(add?.init?.body))).toEqual({ items: [{ id: 101, quantity: 1 }] });
    // Refused: the visitor stays on the page.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('go to /cart after a successful add when the action says so', async () => {
    stubFetch({ 'POST /cart/add.js': json({ items: [{ id: 101, quantity: 1 }] }) });
    const navigate = draw({
      kind: 'product_button',
      source: 'shopify',
      product_id: '100',
      variant_id: '101',
      product_name: 'Serum',
      buttons_action: 'add_to_cart_redirect',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', '_self'));
  });

  it('draw no add-to-cart button where the card’s platform is not on the page, our own shop’s alone needing none', async () => {
    vi.stubGlobal('Shopify', undefined);
    vi.stubGlobal('wixEmbedsAPI', undefined);
    stubFetch({});
    const button = { kind: 'product_button', product_id: '100', variant_id: '101', product_name: 'Serum' };
    // A link to the product is no cart action: it stays.
    draw({ ...button, source: 'shopify', buttons_action: 'redirect', button_text: 'See it', product_url: '/p/serum' });
    expect(await screen.findByRole('link', { name: 'See it: Serum' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    draw({ ...button, source: 'shopify' });
    draw({ ...button, source: 'wix', buttons_action: 'add_to_cart_redirect' });
    draw({ ...button, source: 'shop', button_text: 'Añadir' });
    expect(await screen.findByRole('button', { name: 'Añadir: Serum' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Serum/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Añadir: Serum',
    ]);
    expect(calls).toEqual([]);
  });

  it('go to the site builder’s and our own shop’s cart pages after an add-and-go', async () => {
    stubFetch({
      'GET /ecom/v1/carts/current': json({
        cart: { id: '11111111-2222-4333-8444-555555555555', lineItems: [], subtotal: { amount: '0' } },
      }),
      'POST /ecom/v1/carts/{id}/add-to-cart': json({ cart: { id: '11111111-2222-4333-8444-555555555555' } }),
      'GET /carrito/token': json({ csrf: 'tok' }),
      'POST /carrito/anadir': json({ message: 'added' }),
    });
    const button = { kind: 'product_button', product_id: '100', variant_id: '101', product_name: 'Serum' };
    const onWix = draw({ ...button, source: 'wix', buttons_action: 'add_to_cart_redirect' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(onWix).toHaveBeenCalledWith('/cart-page', '_self'));
    cleanup();
    const inShop = draw({ ...button, source: 'shop', buttons_action: 'add_to_cart_redirect' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(inShop).toHaveBeenCalledWith('/carrito/', '_self'));
  });

  it('on the site builder reach the carts API where the store chunk reads the cart, with the page’s cookies', async () => {
    const cart = { id: '11111111-2222-4333-8444-555555555555', lineItems: [], subtotal: { amount: '0' } };
    stubFetch({
      'GET /ecom/v1/carts/current': json({ cart }),
      'POST /ecom/v1/carts/{id}/add-to-cart': json({ cart }),
    });
    const button = {
      kind: 'product_button',
      source: 'wix',
      product_id: '100',
      variant_id: '101',
      product_name: 'Serum',
    };
    draw(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.url)).toEqual([
      'https://www.wixapis.com/ecom/v1/carts/current',
      `https://www.wixapis.com/ecom/v1/carts/${cart.id}/add-to-cart`,
    ]);
    expect(calls.map((c) => c.init?.credentials)).toEqual(['include', 'include']);
    cleanup();
    // A site that proxies the API names it on the pixel, as the store chunk reads it.
    const pixel = document.createElement('script');
    pixel.dataset.wixApi = 'https://site.example/api/';
    document.head.append(pixel);
    try {
      calls = [];
      draw(button);
      fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[0]?.url).toBe('https://site.example/api/ecom/v1/carts/current');
    } finally {
      pixel.remove();
    }
  });

  it('on the site builder create the cart when there is none (404), then add the line by its catalog reference', async () => {
    stubFetch({
      'GET /ecom/v1/carts/current': json({ message: 'Cart not found' }, 404),
      'POST /ecom/v1/carts': json({ cart: { id: '11111111-2222-4333-8444-555555555555', lineItems: [] } }),
      'POST /ecom/v1/carts/{id}/add-to-cart': json({ cart: { id: '11111111-2222-4333-8444-555555555555' } }),
    });
    draw({ kind: 'product_button', source: 'wix', product_id: 'p-1', variant_id: 'v-1', product_name: 'Serum' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.map((c) => `${c.init?.method ?? 'GET'} ${c.url}`)).toHaveLength(3));
    expect(calls.map((c) => `${c.init?.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET https://www.wixapis.com/ecom/v1/carts/current',
      'POST https://www.wixapis.com/ecom/v1/carts',
      'POST https://www.wixapis.com/ecom/v1/carts/11111111-2222-4333-8444-555555555555/add-to-cart',
    ]);
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({
      lineItems: [
        {
          catalogReference: {
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            catalogItemId: 'p-1',
            options: { variantId: 'v-1' },
          },
          quantity: 1,
        },
      ],
    });
  });

  it('on the site builder log a current-cart failure other than 404 and add nothing', async () => {
    stubFetch({ 'GET /ecom/v1/carts/current': json({}, 500) });
    draw({ kind: 'product_button', source: 'wix', product_id: 'p-1', variant_id: 'v-1', product_name: 'Serum' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(console.log).toHaveBeenCalledWith('Beckon:', 'Add to cart error', expect.any(Error)));
    expect(calls).toHaveLength(1);
  });

  it('in our own shop add the variant through its token and the catalogue’s add form', async () => {
    stubFetch({
      'GET /carrito/token': json({ csrf: 'tok' }),
      'POST /carrito/anadir': json({ message: 'added' }),
    });
    draw({ kind: 'product_button', source: 'shop', product_id: 'serum', variant_id: '104', product_name: 'Serum' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(String(calls[1]?.init?.body)))).toEqual({
      variante: '104',
      cantidad: '1',
      _csrf: 'tok',
    });
  });

  it('open the product page in the same tab or a new one, and draw no button for no_buttons', async () => {
    stubFetch({});
    const navigate = draw({
      kind: 'product_button',
      source: 'shopify',
      product_id: '100',
      variant_id: '101',
      product_url: '/products/serum',
      buttons_action: 'redirect_blank',
      button_text: 'See it',
    });
    fireEvent.click(await screen.findByRole('link', { name: 'See it' }, { timeout: 10_000 }));
    expect(navigate).toHaveBeenCalledWith('/products/serum', '_blank');
    cleanup();
    draw({ kind: 'product_button', source: 'shopify', product_id: '1', variant_id: '1', buttons_action: 'no_buttons' });
    await new Promise((r) => setTimeout(r, 200));
    expect(document.querySelector('.bk-prod-btn')).toBeNull();
  });
});

describe('the add-to-cart button’s texts 2 to 6', () => {
  /** An answer the test releases, so the button's in-between text can be seen. */
  function held(response: () => Response) {
    let release = () => {};
    const answer = new Promise<Response>((resolve) => {
      release = () => resolve(response());
    });
    return { answer: () => answer, release: () => release() };
  }

  it('say what the owner wrote while adding, once added, and on the way to the cart', async () => {
    const add = held(json({ items: [] }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => (input === '/cart/add.js' ? add.answer() : json({}, 404)())),
    );
    const navigate = draw(
      { kind: 'product_button', source: 'shopify', product_id: '1', variant_id: '11', product_name: 'Serum' },
      vi.fn(),
      { add_to_cart_2: 'Putting it in…', add_to_cart_3: 'In your bag', wix_add_to_cart_3: 'Not this one' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    const button = await screen.findByRole('button', { name: 'Putting it in…: Serum' });
    expect(button.textContent).toBe('Putting it in…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    add.release();
    expect((await screen.findByRole('button', { name: 'In your bag: Serum' })).textContent).toBe('In your bag');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('use the site builder’s own set for site-builder products', async () => {
    stubFetch({
      'GET /ecom/v1/carts/current': json({ message: 'Cart not found' }, 404),
      'POST /ecom/v1/carts': json({ cart: { id: '11111111-2222-4333-8444-555555555555', lineItems: [] } }),
      'POST /ecom/v1/carts/{id}/add-to-cart': json({ cart: { id: '11111111-2222-4333-8444-555555555555' } }),
    });
    draw(
      { kind: 'product_button', source: 'wix', product_id: 'p-1', variant_id: 'v-1', product_name: 'Hat' },
      vi.fn(),
      { add_to_cart_3: 'Store text', wix_add_to_cart_3: 'Site text' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Hat' }, { timeout: 10_000 }));
    expect((await screen.findByRole('button', { name: 'Site text: Hat' })).textContent).toBe('Site text');
  });

  it('say the store refused the add, and going to the cart after an add-and-go', async () => {
    stubFetch({ 'POST /cart/add.js': json({ description: 'Sold out' }, 422) });
    draw(
      { kind: 'product_button', source: 'shopify', product_id: '1', variant_id: '11', product_name: 'Serum' },
      vi.fn(),
      { add_to_cart_4: 'Could not add it' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Could not add it: Serum' })).toBeTruthy();
    cleanup();
    stubFetch({ 'POST /cart/add.js': json({ items: [] }) });
    const navigate = draw(
      {
        kind: 'product_button',
        source: 'shopify',
        product_id: '1',
        variant_id: '11',
        product_name: 'Serum',
        buttons_action: 'add_to_cart_redirect',
      },
      vi.fn(),
      { add_to_cart_6: 'Off to the cart' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Off to the cart: Serum' })).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/cart', '_self');
  });

  it('disable a sold-out card’s button with the owner’s text, or the widget’s words in the pop-up’s language', async () => {
    localStorage.setItem('poptin_shopify_recent_product_id', '101,201');
    stubFetch({
      'POST /api/display/shopify/product-recommendation/0123456789abc': recommendation([
        card(1, { inventory_quantity: 0, title: 'Gel' }),
        card(2, { inventory_quantity: null, title: 'Cream' }),
      ]),
    });
    draw({ kind: 'products', source: 'shopify', category: 'last_visited' }, vi.fn(), { add_to_cart_5: 'All gone' });
    const gone = await screen.findByRole('button', { name: 'All gone: Gel' }, { timeout: 10_000 });
    expect((gone as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to cart: Cream' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    draw({ kind: 'products', source: 'shopify', category: 'last_visited', button_text: 'Añadir' }, vi.fn(), {}, 'es');
    expect(await screen.findByRole('button', { name: 'Agotado: Gel' }, { timeout: 10_000 })).toBeTruthy();
  });
});
