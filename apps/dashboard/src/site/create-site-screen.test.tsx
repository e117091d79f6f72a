// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { SiteSummary } from '@beckon/owner-api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { SESSION, SITE, STARTERS } from './site-fixtures.js';

type Answer = { status: number; body: unknown };

/** An account without a website whose POST /api/owner/site answers `create(body)`. */
function serve(create: (body: unknown) => Answer, site: SiteSummary | null = null) {
  let current = site;
  return fakeApi((method, url, body) => {
    if (url === '/api/owner/session') return { status: 200, body: SESSION };
    if (url === '/api/owner/site/starters') return { status: 200, body: STARTERS };
    if (url === '/api/owner/site' && method === 'POST') {
      const answer = create(body);
      if (answer.status === 201) current = answer.body as SiteSummary;
      return answer;
    }
    if (url === '/api/owner/site') return { status: 200, body: { site: current } };
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

const created = (name: string, label: string): SiteSummary => ({
  ...SITE,
  name,
  url: `http://${label}.localhost:3000/`,
  addresses: [{ ...(SITE.addresses[0] as SiteSummary['addresses'][number]), host: `${label}.localhost` }],
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('creating a website', () => {
  it('offers each starter with what it holds', async () => {
    serve(() => ({ status: 500, body: {} }));
    renderRoutes(routes, '/website/new');
    const blank = (await screen.findByRole('radio', { name: 'Blank' })) as HTMLInputElement;
    expect(blank.checked).toBe(true);
    const clinic = screen.getByRole('radio', { name: 'Clinic' });
    const about = document.getElementById(clinic.getAttribute('aria-describedby') ?? '');
    expect(about?.textContent).toBe(
      'A full site with services, a shop and a booking form, to make your own. (14 pages, 8 products)',
    );
    const blankAbout = document.getElementById(blank.getAttribute('aria-describedby') ?? '');
    expect(blankAbout?.textContent).toBe('A home page to fill in. (1 page, no products)');
  });

  it('shows the address as the name is typed, and the label typed instead, as the server makes it', async () => {
    serve(() => ({ status: 500, body: {} }));
    renderRoutes(routes, '/website/new');
    await screen.findByRole('radio', { name: 'Blank' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Clínica Luna & Sol' } });
    expect(screen.getByText('http://clinica-luna-sol.localhost:3000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Address (optional)'), { target: { value: 'Luna Sol' } });
    expect(screen.getByText('http://luna-sol.localhost:3000')).toBeTruthy();
  });

  it('shows the start of the address until the server has said where sites answer', async () => {
    fakeApi((_method, url) => {
      if (url === '/api/owner/session') return { status: 200, body: SESSION };
      if (url === '/api/owner/site') return { status: 200, body: { site: null } };
      return { status: 503, body: { code: 'BK_ERR_UNAVAILABLE', message: 'the server is busy' } };
    });
    renderRoutes(routes, '/website/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Luna' } });
    expect(screen.getByText('luna.')).toBeTruthy();
  });

  it('creates it from the chosen starter and says where it is live, and the site screens appear', async () => {
    const calls = serve(() => ({ status: 201, body: created('Luna Bakery', 'luna') }));
    renderRoutes(routes, '/website/new');
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'Create your website',
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Clinic' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Luna Bakery' } });
    fireEvent.change(screen.getByLabelText('Address (optional)'), { target: { value: 'Luna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create website' }));

    const live = await screen.findByText(/^Your website is live at/);
    expect(live.textContent).toBe('Your website is live at http://luna.localhost:3000/.');
    expect(within(live).getByRole('link').getAttribute('href')).toBe('http://luna.localhost:3000/');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/owner/site',
      body: { name: 'Luna Bakery', starter: 'clinic', label: 'luna' },
    });
    expect(within(nav()).getByRole('link', { name: 'Site pages' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Create your website' })).toBeNull();
  });

  it('leaves the label out when none is typed, so the server makes it from the name', async () => {
    const calls = serve(() => ({ status: 201, body: created('Luna Bakery', 'luna-bakery') }));
    renderRoutes(routes, '/website/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Luna Bakery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create website' }));
    await screen.findByText(/Your website is live at/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Luna Bakery', starter: 'blank' });
  });

  it('refuses a blank name before sending anything', async () => {
    const calls = serve(() => ({ status: 201, body: SITE }));
    renderRoutes(routes, '/website/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create website' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must not be blank')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Not created: fix the field marked above.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a taken address beside the address field', async () => {
    serve(() => ({
      status: 409,
      body: {
        code: 'BK_ERR_SITE_LABEL_TAKEN',
        message: 'label: the address luna is taken; choose another',
      },
    }));
    renderRoutes(routes, '/website/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Luna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create website' }));
    const address = screen.getByLabelText('Address (optional)');
    await vi.waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(address.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(message?.textContent).toBe('the address luna is taken; choose another');
  });

  it('gives the server’s reason when it refuses, such as to a member who is not the owner', async () => {
    serve(() => ({
      status: 403,
      body: { code: 'BK_ERR_FORBIDDEN', message: 'only the account’s owner can do this' },
    }));
    renderRoutes(routes, '/website/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Luna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create website' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not created: only the account’s owner can do this');
  });

  it('shows the website an account already has instead of the form', async () => {
    serve(() => ({ status: 500, body: {} }), SITE);
    renderRoutes(routes, '/website/new');
    const status = await screen.findByText(/^This account’s website/);
    expect(status.textContent).toBe(
      'This account’s website, Luna Bakery, is live at http://luna-bakery.localhost:3000/.',
    );
    expect(screen.queryByRole('button', { name: 'Create website' })).toBeNull();
  });
});
