import { describe, expect, it } from 'vitest';
import {
  blockWidth,
  cardDescription,
  cardTitle,
  cartActionsOnPage,
  cartPagePath,
  descriptionText,
  productHref,
  showsCompareAt,
} from './product-rules.js';

describe('a product card’s title', () => {
  const long = 'Hydrating night serum with retinol and hyaluronic acid, 30 ml';

  it('is cut to 50 characters with an ellipsis on the store platform and our shop', () => {
    expect(cardTitle(long, 'shopify')).toBe('Hydrating night serum with retinol and hyaluronic...');
    expect(Array.from(cardTitle(long, 'shop')).length).toBeLessThanOrEqual(53);
  });

  it('is cut to 18 characters with an ellipsis on the site builder', () => {
    expect(cardTitle(long, 'wix')).toBe('Hydrating night se...');
  });

  it('is kept whole when it fits', () => {
    expect(cardTitle('Serum', 'wix')).toBe('Serum');
    expect(cardTitle('x'.repeat(50), 'shopify')).toBe('x'.repeat(50));
  });

  it('never cuts through an emoji', () => {
    expect(cardTitle(`${'a'.repeat(17)}😀😀`, 'wix')).toBe(`${'a'.repeat(17)}😀...`);
  });
});

describe('a product card’s description', () => {
  it('is text only: tags dropped, entities read, white space folded', () => {
    expect(descriptionText('<p>Night&nbsp;<b>serum</b></p>\n<script>alert(1)</script> &amp; more')).toBe(
      'Night serum alert(1) & more',
    );
  });

  it('is cut at 64 on the site builder only', () => {
    const desc = `<p>${'word '.repeat(30)}</p>`;
    expect(cardDescription(desc, 'wix')).toBe(`${'word '.repeat(12)}word...`);
    expect(cardDescription(desc, 'shopify')).toBe('word '.repeat(30).trim());
  });
});

describe('the product block’s width by size index', () => {
  it.each([
    ['vertical', 1, 0, 100],
    ['vertical', 3, 10, 300],
    ['horizontal', 1, 0, 150],
    ['horizontal', 1, 10, 350],
    ['horizontal', 2, 5, 475],
    ['horizontal', 3, 0, 400],
    ['horizontal', 3, 10, 800],
  ] as const)('is %s with %i cards at size %i: %i px', (layout, cards, size, width) => {
    expect(blockWidth(layout, cards, size, false)).toBe(width);
  });

  it('is larger on a full-page pop-up', () => {
    expect(blockWidth('horizontal', 3, 10, true)).toBeGreaterThan(800);
  });
});

describe('a compare-at price', () => {
  it('shows only above the price', () => {
    expect(showsCompareAt('19.90', '24.90')).toBe(true);
    expect(showsCompareAt('19.90', '19.90')).toBe(false);
    expect(showsCompareAt('19.90', null)).toBe(false);
  });
});

describe('a product page link', () => {
  it.each(['/products/serum', 'https://shop.example/products/serum', 'http://shop.example/p'])('keeps %s', (url) => {
    expect(productHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'products/serum',
    '/products/a b',
    ' /x',
    'data:text/html,x',
    '',
  ])('refuses %j', (url) => {
    expect(productHref(url)).toBe('');
  });
});

describe('the cart page an add-and-go button opens', () => {
  it('is the store platform’s /cart, under the store’s locale root', () => {
    expect(cartPagePath('shopify', '/')).toBe('/cart');
    expect(cartPagePath('shopify', '/es/')).toBe('/es/cart');
    expect(cartPagePath('shopify', '/es')).toBe('/es/cart');
  });

  it.each([undefined, 42, '//evil.example/', 'https://evil.example/', 'es/'])(
    'ignores the store root %j that is not a path on the site',
    (root) => {
      expect(cartPagePath('shopify', root)).toBe('/cart');
    },
  );

  it('is the site builder’s cart page and our own shop’s cart', () => {
    expect(cartPagePath('wix', undefined)).toBe('/cart-page');
    expect(cartPagePath('shop', '/es/')).toBe('/carrito/');
  });
});

describe('where a card’s cart actions run', () => {
  it('is a page carrying its platform’s object', () => {
    expect(cartActionsOnPage('shopify', { Shopify: { shop: 'x.myshopify.com' } })).toBe(true);
    expect(cartActionsOnPage('wix', { wixEmbedsAPI: {} })).toBe(true);
  });

  it('is not a page without it, or with something else under its name', () => {
    expect(cartActionsOnPage('shopify', {})).toBe(false);
    expect(cartActionsOnPage('shopify', { wixEmbedsAPI: {} })).toBe(false);
    expect(cartActionsOnPage('wix', { Shopify: {} })).toBe(false);
    expect(cartActionsOnPage('shopify', { Shopify: 'yes' })).toBe(false);
  });

  it('is any page for our own shop, which has no platform object', () => {
    expect(cartActionsOnPage('shop', {})).toBe(true);
  });
});
