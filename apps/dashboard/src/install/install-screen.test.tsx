// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { SiteAnswer } from '@beckon/owner-api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.js';
import { INSTALL, SESSION, SITE } from '../site/site-fixtures.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';

function serve(site: SiteAnswer) {
  fakeApi((_method, url) => {
    if (url === '/api/owner/session') return { status: 200, body: SESSION };
    if (url === '/api/owner/site') return { status: 200, body: site };
    if (url === '/api/owner/install') return { status: 200, body: INSTALL };
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the install screen', () => {
  it('gives both snippets for a site made elsewhere', async () => {
    serve({ site: null });
    renderRoutes(routes, '/install');
    await screen.findByRole('heading', { name: 'Install Beckon on your site' });
    expect(screen.getByTestId('popup-snippet').textContent).toBe(INSTALL.snippet);
    expect(screen.getByTestId('tracker-snippet').textContent).toBe(INSTALL.tracker_snippet);
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy statistics snippet' })).toBeTruthy();
    expect(screen.queryByText(/needs neither snippet/)).toBeNull();
  });

  it('says a website made here needs neither snippet', async () => {
    serve({ site: SITE });
    renderRoutes(routes, '/install');
    const note = await screen.findByText(/needs neither snippet/);
    expect(note.textContent).toBe(
      'Your website Luna Bakery (http://luna-bakery.localhost:3000/) was made here: the pop-ups and the visitor statistics are already on every one of its pages, so it needs neither snippet below.',
    );
  });
});
