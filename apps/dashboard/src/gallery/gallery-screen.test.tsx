// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { TEMPLATES } from '../templates/templates.js';
import { popupFromTemplate } from './from-template.js';
import { GalleryScreen } from './gallery-screen.js';

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only uses it to scale the frame to its card.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * jsdom lays nothing out, so no card is ever near the viewport: `scrollTo` says which one is, as the browser would
 * when the owner scrolls (and keeps the other previews, each a live renderer, out of the test's time).
 */
function stubViewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    scrollTo(card: HTMLElement) {
      for (const { callback, targets } of observers) {
        const near = targets.filter((t) => card.contains(t));
        if (near.length > 0) {
          act(() =>
            callback(
              near.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            ),
          );
        }
      }
    },
  };
}

function BuilderStub() {
  return <h1>Builder of {useParams().poptinId}</h1>;
}

function renderGallery() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/popups/templates']}>
        <Routes>
          <Route path="/popups/templates" element={<GalleryScreen />} />
          <Route path="/popups/:poptinId" element={<BuilderStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Templates' })).queryAllByRole('article');

describe('the template gallery', () => {
  it('shows every template with its name and type, and draws a card’s live preview once it is scrolled near', async () => {
    const viewport = stubViewport();
    renderGallery();
    expect(cards()).toHaveLength(TEMPLATES.length);
    const bar = screen.getByRole('article', { name: 'Free shipping bar' });
    expect(within(bar).getByText('Bar')).toBeTruthy();
    expect(bar.querySelector('[data-preview]')).toBeNull();
    viewport.scrollTo(bar);
    // The builder's preview draws the bar template as a bar, from the widget's own layout.
    await waitFor(
      () => expect(bar.querySelector('[data-preview]')?.shadowRoot?.querySelector('.bk-bar .bk-dialog')).toBeTruthy(),
      { timeout: 5000 },
    );
  });

  it('filters the cards by type', () => {
    stubViewport();
    renderGallery();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    const names = cards().map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(TEMPLATES.filter((t) => t.popup.poptin_type === 'bar').map((t) => t.name));
    expect(names.length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });
    expect(cards()).toHaveLength(TEMPLATES.length);
  });

  it('creates the pop-up with the template’s design and opens it in the builder', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ poptin_id: 'ABCDEFGHJKMNP', version: 1 }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    stubViewport();
    renderGallery();
    const template = TEMPLATES.find((t) => t.id === 'welcome-discount');
    if (!template) throw new Error('the welcome-discount template is missing');

    fireEvent.click(screen.getByRole('button', { name: 'Use this template for Welcome discount' }));
    // Generous: the machine running the suite is busy, and the gallery re-renders its 24 cards on the way.
    await screen.findByRole('heading', { name: 'Builder of ABCDEFGHJKMNP' }, { timeout: 5000 });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/owner/popups', 'POST']);
    const sent = JSON.parse(String(init?.body));
    expect(sent).toEqual(popupFromTemplate(template, 'http://localhost:3000'));
    expect(sent.name).toBe('Welcome discount');
    expect(sent.design.style.web_font).toBe('Poppins');
    // Images go out as absolute URLs on this service: a bare path would point at the customer's own site.
    expect(sent.design.screens.main[0]).toEqual({
      kind: 'image',
      src: 'http://localhost:3000/widget/templates/gift.webp',
      alt: 'A wrapped gift box',
    });
  });
});

/** The fetch the create request goes through, answering as the owner API does. */
function stubCreate() {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify({ poptin_id: 'ABCDEFGHJKMNP', version: 1 }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return () => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
}

describe('the template gallery in a Spanish dashboard', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('previews a template with its Spanish visitor texts', async () => {
    const viewport = stubViewport();
    renderGallery();
    const card = screen.getByRole('article', { name: 'Descuento de bienvenida' });
    viewport.scrollTo(card);
    await waitFor(
      () =>
        expect(card.querySelector('[data-preview]')?.shadowRoot?.textContent).toContain(
          'Llévate un 10 % de descuento en tu primer pedido',
        ),
      { timeout: 5000 },
    );
    expect(card.querySelector('[data-preview]')?.shadowRoot?.textContent).not.toContain('Get 10% off');
  });

  it('creates the pop-up in Spanish, with the language es, its coupon code as it is', async () => {
    const sent = stubCreate();
    stubViewport();
    renderGallery();

    fireEvent.click(screen.getByRole('button', { name: 'Usar esta plantilla para Descuento de bienvenida' }));
    await screen.findByRole('heading', { name: 'Builder of ABCDEFGHJKMNP' }, { timeout: 5000 });

    const popup = sent();
    expect(popup.name).toBe('Descuento de bienvenida');
    expect(popup.design.lang).toBe('es');
    expect(popup.design.screens.main.slice(0, 3)).toEqual([
      { kind: 'image', src: 'http://localhost:3000/widget/templates/gift.webp', alt: 'Una caja de regalo envuelta' },
      { kind: 'heading', text: 'Llévate un 10 % de descuento en tu primer pedido' },
      {
        kind: 'text',
        text: 'Únete a nuestra lista y recibe las novedades y ofertas exclusivas para suscriptores.',
      },
    ]);
    expect(popup.design.screens.thank_you).toEqual([
      { kind: 'heading', text: '¡Te damos la bienvenida!' },
      { kind: 'text', text: 'Tu código:' },
      { kind: 'coupon' },
    ]);
    expect(popup.design.submit_label).toBe('Quiero mi 10 %');
    expect(popup.design.fields[0]).toMatchObject({ label: 'Correo electrónico', placeholder: 'you@example.com' });
    expect(popup.design.design_properties.coupon).toBe('WELCOME10');
  });

  it('creates a game in Spanish: prizes, button and headings, the prize tag and codes kept', async () => {
    const sent = stubCreate();
    stubViewport();
    renderGallery();

    fireEvent.click(screen.getByRole('button', { name: 'Usar esta plantilla para Gira y gana' }));
    await screen.findByRole('heading', { name: 'Builder of ABCDEFGHJKMNP' }, { timeout: 5000 });

    const { game, lang } = sent().design;
    expect(lang).toBe('es');
    expect(game.prizes.map((p: { label: string; code: string }) => [p.label, p.code])).toEqual([
      ['10 % de descuento', 'SPIN10'],
      ['¡Casi!', ''],
      ['Envío gratis', 'SHIPFREE'],
      ['A la próxima', ''],
      ['20 % de descuento', 'SPIN20'],
      ['Regalo gratis', 'GIFT'],
    ]);
    expect([game.play_label, game.win_heading, game.lose_heading]).toEqual([
      'Girar la ruleta',
      '¡Has ganado {prize}!',
      'Esta vez no ha habido suerte',
    ]);
  });
});
