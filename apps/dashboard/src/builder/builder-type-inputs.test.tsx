// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { POPUP_TYPES, type PopupType } from '@beckon/popup-schema';
import { launchId } from '@beckon/widget/loader/triggers/click-launch';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { BadgeSection } from './badge-switch.js';
import { BasicsSection, PlacementSection } from './basics-section.js';
import { DraftPreview, drawn, renderIn, stubResizeObserver } from './builder-harness.js';
import { BuilderScreen } from './builder-screen.js';
import { CloseSection } from './close-section.js';
import { newField, newPopup } from './draft.js';
import { FormFieldsEditor } from './form-fields-editor.js';
import { TriggersSection } from './rules-section.js';
import { StyleSection } from './style-section.js';

const ID = '0a1b2c3d4e5f6';

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text of every snippet on screen. */
const snippets = () => [...document.querySelectorAll('pre.snippet code')].map((c) => c.textContent ?? '');

describe('the builder', () => {
  it('moves a form field, which reorders the saved fields and the preview’s inputs', async () => {
    const start = () => {
      const popup = newPopup();
      return { ...popup, design: { ...popup.design, fields: [newField('email', []), newField('name', [])] } };
    };
    const seen = renderIn(
      <>
        <FormFieldsEditor />
        <DraftPreview isMobile={false} />
      </>,
      start,
    );
    const labels = () => [...drawn().matchAll(/class="bk-label"[^>]*>([^<]+)/g)].map((m) => m[1]);
    await waitFor(() => expect(labels()).toEqual(['Email', 'Name']));
    expect(
      (screen.getByRole('button', { name: 'Move Field 1 (email address) up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Field 1 (email address) down' }));
    expect(seen.draft?.design.fields.map((f) => f.id)).toEqual(['name', 'email']);
    await waitFor(() => expect(labels()).toEqual(['Name', 'Email']));
    fireEvent.click(screen.getByRole('button', { name: 'Move Field 2 (email address) up' }));
    expect(seen.draft?.design.fields.map((f) => f.id)).toEqual(['email', 'name']);
  });

  it('shows a click-only pop-up’s id and launcher snippets the loader opens it from', () => {
    renderIn(<TriggersSection />, undefined, ID);
    expect(snippets()).toEqual([]);
    fireEvent.click(screen.getByLabelText('Only when a launcher link or button is clicked'));
    expect(screen.getByText(ID, { selector: 'code' })).toBeTruthy();
    const [button = '', link = ''] = snippets();
    // Each snippet, put on a page, is what the loader's click listener reads the id from.
    for (const html of [button, link]) {
      const box = document.createElement('div');
      box.innerHTML = html;
      expect(launchId(box.firstElementChild)).toBe(ID);
    }
    expect(screen.getByRole('button', { name: 'Copy the button snippet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the link snippet' })).toBeTruthy();
  });

  it('asks to save a new pop-up before showing a launcher snippet, which needs its id', () => {
    renderIn(<TriggersSection />);
    fireEvent.click(screen.getByLabelText('Only when a launcher link or button is clicked'));
    expect(snippets()).toEqual([]);
    expect(screen.getByText(/Save the pop-up first/)).toBeTruthy();
  });

  it('asks in Spanish, and gives a Spanish dashboard’s launcher its visitors’ text in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      renderIn(<TriggersSection />);
      fireEvent.click(screen.getByLabelText('Solo cuando se hace clic en un enlace o botón lanzador'));
      expect(screen.getByText(/Guarda primero la ventana emergente/)).toBeTruthy();
      cleanup();
      renderIn(<TriggersSection />, undefined, ID);
      fireEvent.click(screen.getByLabelText('Solo cuando se hace clic en un enlace o botón lanzador'));
      expect(snippets()).toEqual([
        `<button type="button" data-poptin-onclick data-poptin-id="${ID}">Ver la oferta</button>`,
        `<a href="/click/${ID}">Ver la oferta</a>`,
      ]);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
  });

  it('shows an embedded pop-up’s container snippet with its id next to the type', () => {
    renderIn(<BasicsSection />, undefined, ID);
    expect(snippets()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'embedded' } });
    expect(snippets()).toEqual([`<div class="poptin-embedded" data-id="${ID}"></div>`]);
    expect(screen.getByRole('button', { name: 'Copy the container snippet' })).toBeTruthy();
  });

  it('lets a paid plan hide the Beckon badge', () => {
    const seen = renderIn(<BadgeSection freePlan={false} />);
    const badge = screen.getByLabelText('Show the Beckon badge') as HTMLInputElement;
    expect(badge).toMatchObject({ checked: true, disabled: false });
    fireEvent.click(badge);
    expect(seen.draft?.if_poptin_credit).toBe(false);
    expect(badge.checked).toBe(false);
  });

  it('offers the badge switch from the signed-in account’s plan', async () => {
    fakeApi((_method, url) =>
      url === '/api/owner/session'
        ? { status: 200, body: { plan: { is_freemium: false }, csrf_token: 'x' } }
        : { status: 200, body: { popups: [] } },
    );
    renderRoutes([{ path: '/popups/new', element: <BuilderScreen /> }], '/popups/new');
    const badge = (await screen.findByLabelText('Show the Beckon badge')) as HTMLInputElement;
    await waitFor(() => expect(badge.disabled).toBe(false));
  });

  it('keeps the Beckon badge on for a free plan and says why', () => {
    const seen = renderIn(<BadgeSection freePlan={true} />, () => ({ ...newPopup(), if_poptin_credit: false }));
    const badge = screen.getByLabelText('Show the Beckon badge') as HTMLInputElement;
    expect(badge).toMatchObject({ checked: true, disabled: true });
    expect(badge.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(badge.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /free plan always shows the badge/,
    );
    expect(seen.draft?.if_poptin_credit).toBe(false);
  });

  it('offers for each type exactly the placement, size and backdrop controls its layout reads', () => {
    renderIn(
      <>
        <BasicsSection />
        <PlacementSection />
        <StyleSection />
        <CloseSection />
      </>,
    );
    const CONTROLS = [
      'Placement',
      'Width (px)',
      'Height (px)',
      'Backdrop opacity (0 to 1)',
      'Close when the visitor clicks outside',
    ];
    const all = CONTROLS;
    const slideIn = ['Placement', 'Width (px)', 'Height (px)'];
    const expected: Record<PopupType, string[]> = {
      lightbox: all,
      gamified: all,
      bar: ['Placement'],
      fullpage: [],
      mobile: [],
      embedded: ['Width (px)'],
      sside: slideIn,
      bside: slideIn,
      browsing: slideIn,
      content: slideIn,
      social: slideIn,
    };
    for (const type of POPUP_TYPES) {
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: type } });
      const shown = CONTROLS.filter((label) => screen.queryByLabelText(label));
      expect({ type, shown }).toEqual({ type, shown: expected[type] });
    }
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    const edges = within(screen.getByLabelText('Placement')).getAllByRole('option');
    expect(edges.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['center_top', 'Top of the page'],
      ['center_bottom', 'Bottom of the page'],
    ]);
  });

  it('gives a new pop-up switched to a slide-in a slide-in’s size, and keeps a size the owner chose', () => {
    const seen = renderIn(
      <>
        <BasicsSection />
        <PlacementSection />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sside' } });
    expect(seen.draft?.design.poptin_size).toEqual({ width: 380, height: 260 });
    expect((screen.getByLabelText('Width (px)') as HTMLInputElement).value).toBe('380');
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '450' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'lightbox' } });
    expect(seen.draft?.design.poptin_size).toEqual({ width: 450, height: 260 });
  });
});
