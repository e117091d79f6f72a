// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { LeadDeliveryAnswer, WebhookDelivery } from '@beckon/owner-api';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { SESSION } from '../site/site-fixtures.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { LeadDeliveryScreen } from './lead-delivery-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.loadAndActivate({ locale: 'en', messages: english });
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

describe('the delivery log', () => {
  const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
    delivery_id: '1',
    endpoint_id: '0000000000007',
    channel: 'webhook',
    conversion_id: '0000000000001',
    state: 'delivered',
    attempts: 1,
    last_status: 200,
    last_error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    next_attempt_at: null,
    delivered_at: '2026-11-20T10:00:01.000Z',
    ...over,
  });

  it('reads in Spanish: each state, the next try, where a removed destination went, and each tool', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    fakeApi((_method, url) => {
      const answers: Record<string, unknown> = {
        '/api/owner/session': SESSION,
        '/api/owner/lead-delivery': {
          new_lead_email: false,
          integrations: [
            {
              integration_id: '00000000000a1',
              provider: 'mailchimp',
              api_key_last4: 'us21',
              list_id: 'list1',
              list_name: 'Boletín',
              field_map: [{ from: 'name', to: 'FNAME' }],
              tags: ['verano'],
              double_opt_in: true,
              popup_ids: null,
              enabled: true,
              created_at: '2026-11-20T10:00:00.000Z',
              created_by: 'ana@luna.example',
            },
          ],
          webhooks: [],
          deliveries: [
            delivery({ delivery_id: '1', state: 'pending', attempts: 2, next_attempt_at: '2026-11-20T10:05:00.000Z' }),
            delivery({ delivery_id: '2', channel: 'integration', state: 'failed', last_status: 401 }),
            delivery({ delivery_id: '3' }),
          ],
        } satisfies LeadDeliveryAnswer,
      };
      return url in answers
        ? { status: 200, body: answers[url] }
        : { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
    });
    renderRoutes([{ path: '/', element: <LeadDeliveryScreen /> }], '/');
    await screen.findByText(/^Esperando para reintentar \(próximo intento: /);
    expect(screen.getByText('Se dejó de intentar')).toBeTruthy();
    expect(screen.getByText('Entregado')).toBeTruthy();
    expect(screen.getAllByText('Un webhook eliminado')).toHaveLength(2);
    expect(screen.getByText('Una herramienta desconectada')).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Activada: los contactos nuevos de todas las ventanas emergentes van a esta lista. ' +
        'Envía el correo electrónico y Nombre como FNAME. Etiquetas: verano. ' +
        'Los contactos nuevos confirman primero por correo electrónico (doble opt-in).',
    );
    expect(document.body.textContent).toContain('por ana@luna.example');
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Waiting to retry|Gave up|next try|A deleted webhook|every pop-up|Sends the email| by |Disconnect/,
    );
  });
});

describe('adding a webhook', () => {
  const emptyDelivery = () =>
    fakeApi((_method, url) => {
      const answers: Record<string, unknown> = {
        '/api/owner/session': SESSION,
        '/api/owner/lead-delivery': {
          new_lead_email: false,
          integrations: [],
          webhooks: [],
          deliveries: [],
        } satisfies LeadDeliveryAnswer,
      };
      return url in answers
        ? { status: 200, body: answers[url] }
        : { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
    });

  it('says in Spanish why an address that is not a web address is refused, and sends nothing', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const calls = emptyDelivery();
    renderRoutes([{ path: '/', element: <LeadDeliveryScreen /> }], '/');
    fireEvent.change(await screen.findByLabelText('Dirección del webhook'), { target: { value: 'ftp://nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir webhook' }));
    await screen.findByText(
      'La dirección debe ser una dirección web que empiece por https:// (sin nombre de usuario ni contraseña).',
    );
    expect(document.body.textContent).not.toMatch(/must be|web address/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says the same rule in English', async () => {
    emptyDelivery();
    renderRoutes([{ path: '/', element: <LeadDeliveryScreen /> }], '/');
    fireEvent.change(await screen.findByLabelText('Webhook address'), {
      target: { value: 'https://ana:pw@hooks.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await screen.findByText(
      'The address must be a web address starting with https:// (no user name or password in it).',
    );
  });
});
