// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { LeadDeliveryAnswer } from '@beckon/owner-api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../site/site-fixtures.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { LeadDeliveryScreen } from './lead-delivery-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the new-lead mail switch', () => {
  it('says "Saved." once the server has the change, and nothing before', async () => {
    let mailed = true;
    const calls = fakeApi((method, url, body) => {
      if (method === 'PUT' && url === '/api/owner/lead-email') {
        mailed = (body as { new_lead_email: boolean }).new_lead_email;
        return { status: 204, body: null };
      }
      const answers: Record<string, unknown> = {
        '/api/owner/session': SESSION,
        '/api/owner/lead-delivery': {
          new_lead_email: mailed,
          integrations: [],
          webhooks: [],
          deliveries: [],
        } satisfies LeadDeliveryAnswer,
        '/api/owner/popups': { popups: [] },
      };
      return url in answers
        ? { status: 200, body: answers[url] }
        : { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
    });
    renderRoutes([{ path: '/', element: <LeadDeliveryScreen /> }], '/');
    const mail = (await screen.findByRole('checkbox', { name: 'Email me each new lead' })) as HTMLInputElement;
    await waitFor(() => expect(mail.disabled).toBe(false));
    expect(screen.queryByText('Saved.')).toBeNull();

    fireEvent.click(mail);
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/owner/lead-email', body: { new_lead_email: false } },
    ]);
    await waitFor(() => expect(mail.checked).toBe(false));
  });
});
