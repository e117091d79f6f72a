// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { parseDocument } from '@beckon/page-widgets/document/validate.js';
import { widgets } from '@beckon/page-widgets/registry.js';
import { newCollector, RenderContext, type RenderContextValue } from '@beckon/page-widgets/render/context.js';
import { AccountPage } from '@beckon/page-widgets/shop/account-pages.js';
import { CartPage } from '@beckon/page-widgets/shop/cart-page.js';
import { SAMPLE_CART } from '@beckon/page-widgets/widgets/cart/sample.js';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

function context(editing: boolean): RenderContextValue {
  return {
    editing,
    page: { id: 1, title: 'Tienda', excerpt: '', path: '/x/', url: 'http://h/x/', featuredImage: null },
    doc: parseDocument({ schemaVersion: 1, root: { settings: {} }, content: [] }, widgets),
    assetBase: '/site/assets',
    data: { recentPosts: [], totalPosts: 0 },
    collector: newCollector(),
  };
}

/** A widget's render called as the editor calls it (puck-config.tsx), inside a component reading the context. */
function WidgetBody({ type }: { type: string }) {
  const widget = widgets.get(type);
  if (!widget) throw new Error(`no ${type} widget`);
  return <>{widget.render({ id: 'w1', settings: widget.settings.parse({}) })}</>;
}

function renderWidget(type: 'cart' | 'my-account', editing: boolean) {
  return render(
    <RenderContext.Provider value={context(editing)}>
      <WidgetBody type={type} />
    </RenderContext.Provider>,
  );
}

/** Every control of the cart that would change it, each found by its accessible name. */
function cartControls() {
  return [
    ...screen.getAllByRole('spinbutton', { name: /^Cantidad de «/ }),
    ...screen.getAllByRole('button', { name: /^Eliminar «.*» del carrito$/ }),
    screen.getByRole('textbox', { name: 'Código de cupón' }),
    screen.getByRole('button', { name: 'Aplicar cupón' }),
    screen.getByRole('button', { name: 'Actualizar carrito' }),
  ];
}

describe('the cart widget', () => {
  it('shows a sample cart in the editor with its quantities, update, coupon and remove disabled', () => {
    renderWidget('cart', true);
    expect(screen.getByRole('link', { name: 'Sérum antioxidante de vitamina C – 30 ml' })).toBeTruthy();
    const controls = cartControls();
    expect(controls).toHaveLength(SAMPLE_CART.lines.length * 2 + 3);
    for (const control of controls) expect((control as HTMLInputElement).disabled).toBe(true);
  });

  it('leaves the same controls enabled on the cart page a visitor sees', () => {
    render(<CartPage cart={SAMPLE_CART} csrf="token" notices={[]} />);
    for (const control of cartControls()) expect((control as HTMLInputElement).disabled).toBe(false);
  });

  it('gives visitors of a builder page the way to the cart page', () => {
    renderWidget('cart', false);
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito/');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('the my-account widget in the editor preview', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Páginas de la cuenta' }));
  const current = () =>
    nav()
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');

  it('lists the account’s pages with the real page’s Spanish labels, the dashboard shown first', () => {
    renderWidget('my-account', true);
    expect(
      nav()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Escritorio', 'Pedidos', 'Descargas', 'Direcciones', 'Métodos de pago', 'Detalles de la cuenta']);
    expect(nav().getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(current().map((a) => a.textContent)).toEqual(['Escritorio']);
    expect(screen.getByText(/Desde el escritorio de su cuenta/)).toBeTruthy();
  });

  it('switches the visible tab in place when a navigation link is clicked, one tab at a time', () => {
    const { container } = renderWidget('my-account', true);
    const navigated = fireEvent.click(nav().getByRole('link', { name: 'Pedidos' }));
    expect(navigated).toBe(false); // the click's default (leaving the editor) was prevented
    expect(current().map((a) => a.textContent)).toEqual(['Pedidos']);
    expect(screen.queryByText(/Desde el escritorio de su cuenta/)).toBeNull();
    expect(container.querySelectorAll('.account-content')).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Ver el pedido n.º 1042' }));
    expect(screen.getByRole('heading', { name: 'Detalles del pedido' })).toBeTruthy();
    expect(current().map((a) => a.textContent)).toEqual(['Pedidos']);

    for (const [label, shown] of [
      ['Descargas', 'No hay descargas disponibles todavía.'],
      ['Direcciones', 'Dirección de facturación'],
      ['Métodos de pago', 'No se encontraron métodos de pago guardados.'],
      ['Detalles de la cuenta', 'Cambio de contraseña'],
    ] as const) {
      fireEvent.click(nav().getByRole('link', { name: label }));
      expect(screen.getByText(shown)).toBeTruthy();
      expect(current().map((a) => a.textContent)).toEqual([label]);
    }
  });

  it('opens an address form from its tab and keeps links elsewhere and forms from leaving the editor', () => {
    renderWidget('my-account', true);
    fireEvent.click(nav().getByRole('link', { name: 'Direcciones' }));
    fireEvent.click(screen.getByRole('link', { name: 'Editar dirección de facturación' }));
    expect(screen.getByRole('button', { name: 'Guardar dirección' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe('María');
    expect(
      fireEvent.submit(screen.getByRole('button', { name: 'Guardar dirección' }).closest('form') as HTMLFormElement),
    ).toBe(false);

    fireEvent.click(nav().getByRole('link', { name: 'Descargas' }));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Explorar los productos' }))).toBe(false);
    expect(screen.getByText('No hay descargas disponibles todavía.')).toBeTruthy();
  });

  it('gives visitors of a builder page the way to My account', () => {
    renderWidget('my-account', false);
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' }).getAttribute('href')).toBe('/mi-cuenta/');
  });
});

describe('the account page a customer sees', () => {
  it('keeps the dashboard greeting’s sign-out button inside its paragraph as a browser parses the page', () => {
    // Parsed as HTML, as a browser does: a <form> opening inside a <p> would close the paragraph before it.
    document.body.innerHTML = renderToString(
      <AccountPage name="María" csrf="token" notices={[]} content={{ tab: 'escritorio' }} />,
    );
    const greeting = [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Hola'));
    expect(greeting?.textContent).toBe('Hola María (¿no es María? Cerrar sesión)');
    const signOut = within(greeting as HTMLElement).getByRole('button', { name: 'Cerrar sesión' }) as HTMLButtonElement;
    expect(signOut.form?.getAttribute('action')).toBe('/mi-cuenta/cerrar-sesion');
    document.body.innerHTML = '';
  });
});
