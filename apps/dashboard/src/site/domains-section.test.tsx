// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { SiteAddress, SiteSummary } from '@beckon/owner-api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { SESSION, SITE, WAITING_DOMAIN } from './site-fixtures.js';

type Answer = { status: number; body: unknown };

/** An account with SITE and `domains`; domain writes answer `write(method, url, body)` and may change the list. */
function serve(domains: SiteAddress[], write: (method: string, url: string, body: unknown) => Answer) {
  return fakeApi((method, url, body) => {
    if (url === '/api/owner/session') return { status: 200, body: SESSION };
    if (url === '/api/owner/site' && method === 'GET')
      return { status: 200, body: { site: { ...SITE, addresses: [...SITE.addresses, ...domains] } as SiteSummary } };
    if (url.startsWith('/api/owner/site/domains')) return write(method, url, body);
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

async function domainsSection() {
  renderRoutes(routes, '/website');
  return screen.findByRole('region', { name: 'Domains' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the website’s domains', () => {
  it('gives the site’s own address, and says DNS must lead here and TLS is the proxy’s job', async () => {
    serve([], () => ({ status: 500, body: {} }));
    const section = await domainsSection();
    expect(within(section).getByRole('link', { name: 'http://luna-bakery.localhost:3000/' })).toBeTruthy();
    expect(within(section).getByText('No domain of your own yet.')).toBeTruthy();
    expect(section.textContent).toContain('Point the domain’s DNS records at this server');
    expect(section.textContent).toContain('is the job of the proxy in front of this server');
  });

  it('shows a waiting domain’s TXT record to publish, with copy buttons and “Check now”', async () => {
    serve([WAITING_DOMAIN], () => ({ status: 500, body: {} }));
    const section = await domainsSection();
    const item = within(section).getByRole('heading', { name: 'www.lunabakery.com' }).closest('li') as HTMLElement;
    expect(within(item).getByText('Waiting for DNS')).toBeTruthy();
    const record = [...item.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.querySelector('code')?.textContent,
    ]);
    expect(record).toEqual([
      ['Type', 'TXT'],
      ['Name', '_beckon.www.lunabakery.com'],
      ['Value', 'beckon-verify=3f9a1c'],
    ]);
    expect(within(item).getByRole('button', { name: 'Copy name' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Copy value' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Check now www.lunabakery.com' })).toBeTruthy();
  });

  it('says what the server found when the record is not there yet', async () => {
    const calls = serve([WAITING_DOMAIN], () => ({
      status: 409,
      body: {
        code: 'BK_ERR_DOMAIN_NOT_VERIFIED',
        message: 'no TXT record _beckon.www.lunabakery.com was found yet; DNS changes can take up to a day',
      },
    }));
    const section = await domainsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Check now www.lunabakery.com' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'no TXT record _beckon.www.lunabakery.com was found yet; DNS changes can take up to a day',
    );
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/owner/site/domains/www.lunabakery.com/verify');
    expect(within(section).getByText('Waiting for DNS')).toBeTruthy();
  });

  it('shows a domain verified once the record is found', async () => {
    const domains: SiteAddress[] = [WAITING_DOMAIN];
    serve(domains, () => {
      domains[0] = { ...WAITING_DOMAIN, verified: true };
      return { status: 200, body: domains[0] };
    });
    const section = await domainsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Check now www.lunabakery.com' }));
    expect((await within(section).findByText(/^Found the record/)).textContent).toBe(
      'Found the record: www.lunabakery.com serves your website now.',
    );
    await within(section).findByText('Verified');
    expect(within(section).getByRole('link', { name: 'https://www.lunabakery.com/' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Check now/ })).toBeNull();
    expect(within(section).queryByText('Waiting for DNS')).toBeNull();
  });

  it('adds a domain as typed, lowercased, and then shows its record', async () => {
    const domains: SiteAddress[] = [];
    const calls = serve(domains, (method) => {
      if (method !== 'POST') return { status: 500, body: {} };
      domains.push(WAITING_DOMAIN);
      return { status: 201, body: WAITING_DOMAIN };
    });
    const section = await domainsSection();
    fireEvent.change(within(section).getByLabelText('Domain'), { target: { value: ' WWW.LunaBakery.com ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add domain' }));
    expect((await within(section).findByText(/^Added/)).textContent).toBe(
      'Added www.lunabakery.com: publish its TXT record, shown above, then press “Check now”.',
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/owner/site/domains',
      body: { domain: 'www.lunabakery.com' },
    });
    expect(await within(section).findByText('_beckon.www.lunabakery.com')).toBeTruthy();
    expect((within(section).getByLabelText('Domain') as HTMLInputElement).value).toBe('');
  });

  it('refuses something that is not a domain before sending it', async () => {
    const calls = serve([], () => ({ status: 201, body: WAITING_DOMAIN }));
    const section = await domainsSection();
    const field = within(section).getByLabelText('Domain');
    fireEvent.change(field, { target: { value: 'lunabakery' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add domain' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByText('The domain must be a domain name like www.example.com.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a domain another website has beside the field, and a member’s refusal beside the button', async () => {
    let answer: Answer = {
      status: 409,
      body: {
        code: 'BK_ERR_DOMAIN_TAKEN',
        message: 'domain: www.lunabakery.com is already an address of a website here',
      },
    };
    serve([], () => answer);
    const section = await domainsSection();
    const field = within(section).getByLabelText('Domain');
    fireEvent.change(field, { target: { value: 'www.lunabakery.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add domain' }));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('www.lunabakery.com is already an address of a website here')).toBeTruthy();

    answer = { status: 403, body: { code: 'BK_ERR_FORBIDDEN', message: 'only the account’s owner can do this' } };
    fireEvent.click(within(section).getByRole('button', { name: 'Add domain' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('only the account’s owner can do this');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('removes a domain after asking', async () => {
    const domains: SiteAddress[] = [WAITING_DOMAIN];
    const calls = serve(domains, (method) => {
      if (method !== 'DELETE') return { status: 500, body: {} };
      domains.pop();
      return { status: 204, body: null };
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const section = await domainsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Remove www.lunabakery.com' }));
    expect(confirm).toHaveBeenCalledWith('Remove www.lunabakery.com? Your website stops answering there.');
    await within(section).findByText('No domain of your own yet.');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/owner/site/domains/www.lunabakery.com');
  });
});
