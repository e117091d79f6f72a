import '@beckon/widget/test-dom';
import { designDocumentSchema } from '@beckon/popup-schema';
import { Popup } from '@beckon/widget/renderer';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlocksEditor } from './blocks-editor.js';
import { renderIn, stubResizeObserver } from './builder-harness.js';

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const productItem = () =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.querySelector('h4')?.textContent?.startsWith('Product button')) as HTMLElement;

describe('the add-to-cart texts in the builder', () => {
  it('change what the visitor’s button says once the product is added', async () => {
    const seen = renderIn(<BlocksEditor screen="main" title="Content" />);
    fireEvent.click(screen.getByRole('button', { name: 'Product button' }));
    const item = productItem();
    fireEvent.change(within(item).getByLabelText('Product name'), { target: { value: 'Serum' } });
    fireEvent.change(within(item).getByLabelText('Once added'), { target: { value: 'In your bag' } });
    // One set per platform: a site-builder button edits the site builder's own text.
    expect(seen.draft?.design.design_properties).toMatchObject({ add_to_cart_3: 'In your bag' });
    expect(within(item).queryByLabelText('On the way to the cart')).toBeNull();
    expect(within(item).queryByLabelText('Sold out (the button is disabled)')).toBeNull();
    const design = designDocumentSchema.parse({ ...seen.draft?.design, poptin_id: '0123456789abc', version: 1 });
    cleanup();

    // The saved design drawn as a visitor's store page draws it (the store platform's object is on the page:
    // store buttons show only there), with a store that takes the add.
    vi.stubGlobal('Shopify', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    render(
      <Popup
        design={design}
        lang="en"
        isMobile={false}
        serviceOrigin="https://display.example"
        clientId="de30c1e0a1b2c"
        navigate={vi.fn()}
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        onExited={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Serum' }, { timeout: 10_000 }));
    expect((await screen.findByRole('button', { name: 'In your bag: Serum' })).textContent).toBe('In your bag');
  });

  it('edit the site builder’s set for a site-builder block and show the shared schema’s message', () => {
    const seen = renderIn(<BlocksEditor screen="main" title="Content" />);
    fireEvent.click(screen.getByRole('button', { name: 'Product recommendations' }));
    const item = screen
      .getAllByRole('listitem')
      .find((li) => li.querySelector('h4')?.textContent?.startsWith('Product recommendations')) as HTMLElement;
    fireEvent.change(within(item).getByLabelText('Products from'), { target: { value: 'wix' } });
    fireEvent.change(within(item).getByLabelText('Sold out (the button is disabled)'), { target: { value: 'Gone' } });
    expect(seen.draft?.design.design_properties).toMatchObject({ wix_add_to_cart_5: 'Gone' });
    fireEvent.change(within(item).getByLabelText('While adding'), { target: { value: '   ' } });
    expect(within(item).getByText(/must not be only spaces/)).toBeTruthy();
  });
});
