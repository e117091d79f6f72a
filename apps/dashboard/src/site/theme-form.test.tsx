// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { SiteSummary, SiteTheme } from '@beckon/owner-api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { SESSION, SITE } from './site-fixtures.js';

type Answer = { status: number; body: unknown };

/** An account with SITE whose PUT /api/owner/site/theme answers `save(theme)`. */
function serve(save: (theme: SiteTheme) => Answer) {
  return fakeApi((method, url, body) => {
    if (url === '/api/owner/session') return { status: 200, body: SESSION };
    if (url === '/api/owner/site') return { status: 200, body: { site: SITE } };
    if (url === '/api/owner/site/theme' && method === 'PUT') return save(body as SiteTheme);
    if (url === '/api/owner/site/menu') return { status: 200, body: { theme: [], entries: [] } };
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

const saved = (theme: SiteTheme): Answer => ({ status: 201, body: { ...SITE, theme } satisfies SiteSummary });

/** The message tied to a field (its last aria-describedby). */
function messageOf(field: HTMLElement): string | null | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids.at(-1) ?? '')?.textContent;
}

async function open() {
  renderRoutes(routes, '/website');
  await screen.findByRole('heading', { name: 'Website settings', level: 1 });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the look and menu' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the website’s look and menu', () => {
  it('says where the website is live', async () => {
    serve(saved);
    await open();
    const live = screen.getByText(/is live at/);
    expect(live.textContent).toBe('Luna Bakery is live at http://luna-bakery.localhost:3000/.');
  });

  it('shows each colour’s contrast with white as it is typed or picked', async () => {
    serve(saved);
    await open();
    const main = screen.getByLabelText('Main colour');
    expect(messageOf(main)).toBe('Contrast with white: 7.4:1, readable.');
    fireEvent.change(main, { target: { value: '#7fd4d4' } });
    expect(messageOf(main)).toBe('Contrast with white: 1.7:1, too low: at least 4.5:1 keeps it readable.');
    fireEvent.change(screen.getByLabelText('Main colour picker'), { target: { value: '#000000' } });
    expect((main as HTMLInputElement).value).toBe('#000000');
    expect(messageOf(main)).toBe('Contrast with white: 21.0:1, readable.');
  });

  it('refuses an unreadable colour and a bad link beside their fields before sending anything', async () => {
    const calls = serve(saved);
    await open();
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#ffd700' } });
    fireEvent.change(screen.getByLabelText('Entry 1 link'), { target: { value: 'home' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: fix the 2 fields marked above.');
    expect(screen.getByLabelText('Accent colour').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(screen.getByLabelText('Accent colour'))).toBe(
      'this colour on white (focus rings and notices) has a contrast of 1.4:1; at least 4.5:1 keeps it readable',
    );
    expect(messageOf(screen.getByLabelText('Entry 1 link'))).toBe(
      'must start with /, #, http://, https://, mailto: or tel:',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal beside the fields it names, and the rest beside Save', async () => {
    serve(() => ({
      status: 400,
      body: {
        code: 'FST_ERR_VALIDATION',
        message:
          'body.colours.primary: white text on this colour (buttons) and this colour on white (links) has a contrast of 2.1:1; at least 4.5:1 keeps it readable; body.menu[1].children[0].href: must lead to a page of this site; body.fonts: must be set',
      },
    }));
    await open();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: fix the 2 fields marked above; must be set.',
    );
    expect(messageOf(screen.getByLabelText('Main colour'))).toBe(
      'white text on this colour (buttons) and this colour on white (links) has a contrast of 2.1:1; at least 4.5:1 keeps it readable',
    );
    expect(messageOf(screen.getByLabelText('Entry 2, sub-entry 1 link'))).toBe('must lead to a page of this site');
  });

  it('saves the theme as edited: name, colours, fonts, footer and a menu added to, moved and cut', async () => {
    const calls = serve(saved);
    await open();
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Luna & Sol' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#222222' } });
    fireEvent.change(screen.getByLabelText('Headings font'), { target: { value: 'rounded' } });
    fireEvent.change(screen.getByLabelText('Opening hours'), { target: { value: 'Mon–Sat 7–14' } });
    // A third entry with a sub-entry, moved to the top; the old sub-entry of "Bread" removed.
    fireEvent.click(screen.getByRole('button', { name: 'Add a menu entry' }));
    fireEvent.change(screen.getByLabelText('Entry 3 label'), { target: { value: 'Shop' } });
    fireEvent.change(screen.getByLabelText('Entry 3 link'), { target: { value: '/shop/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a sub-entry to entry 3' }));
    fireEvent.change(screen.getByLabelText('Entry 3, sub-entry 1 label'), { target: { value: 'Cart' } });
    fireEvent.change(screen.getByLabelText('Entry 3, sub-entry 1 link'), { target: { value: '/cart/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move menu entry 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move menu entry 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove sub-entry 1 of entry 3' }));
    save();

    expect((await screen.findByText(/^Saved\./)).textContent).toBe('Saved. Your website shows the change now.');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/owner/site/theme',
      body: {
        ...SITE.theme,
        name: 'Luna & Sol',
        colours: { ...SITE.theme.colours, text: '#222222' },
        fonts: { headings: 'rounded', body: 'system' },
        footer: { ...SITE.theme.footer, hours: 'Mon–Sat 7–14' },
        menu: [
          { label: 'Shop', href: '/shop/', children: [{ label: 'Cart', href: '/cart/' }] },
          { label: 'Home', href: '/' },
          { label: 'Bread', href: '/bread/' },
        ],
      },
    });
  });

  it('shows a sample of each font in it', async () => {
    serve(saved);
    await open();
    const headings = screen.getByLabelText('Headings font');
    const sample = document.getElementById(headings.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(sample?.textContent).toBe('Luna Bakery');
    expect(sample?.style.fontFamily).toContain('Georgia');
  });

  it('takes the logo from the media library', async () => {
    const image = '/site/media/de30c1e0a1b2c/0123456789abcdef0123456789abcdef-480.webp';
    const calls = fakeApi((_method, url, body) => {
      if (url === '/api/owner/session') return { status: 200, body: SESSION };
      if (url === '/api/owner/site') return { status: 200, body: { site: SITE } };
      if (url === '/api/owner/media')
        return {
          status: 200,
          body: {
            images: [
              {
                id: '0123456789abcdef0123456789abcdef',
                name: 'logo.png',
                alt: 'Luna Bakery’s moon',
                decorative: false,
                width: 480,
                height: 160,
                mime_type: 'image/png',
                size_bytes: 9000,
                created_at: '2026-11-29T08:00:00Z',
                url: image,
                srcset: `${image} 480w`,
                variants: [{ width: 480, height: 160, url: image }],
              },
            ],
          },
        };
      if (url === '/api/owner/site/theme') return saved(body as SiteTheme);
      return { status: 200, body: { theme: [], entries: [] } };
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from the media library' }));
    const library = await screen.findByRole('region', { name: 'Media library' });
    fireEvent.click(await within(library).findByRole('button', { name: 'Luna Bakery’s moon' }));
    expect((screen.getByLabelText('Logo address') as HTMLInputElement).value).toBe(image);
    expect(screen.getByRole('img', { name: 'The logo now chosen' }).getAttribute('src')).toBe(image);
    save();
    await screen.findByText(/^Saved\./);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ logo: image });
  });
});
