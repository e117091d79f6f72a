// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { Integration, IntegrationFieldsAnswer } from '@beckon/owner-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/screen-harness.js';
import { EditIntegration } from './edit-integration.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A Mailchimp list whose saved mapping sends the name and the phone each to two of the tool's fields. */
const SAVED: Integration = {
  integration_id: '00000000000a1',
  provider: 'mailchimp',
  api_key_last4: 'us21',
  list_id: 'list1',
  list_name: 'Newsletter',
  field_map: [
    { from: 'name', to: 'FNAME' },
    { from: 'name', to: 'NICKNAME' },
    { from: 'phone', to: 'PHONE' },
    { from: 'phone', to: 'SMS' },
    { from: 'field:City', to: 'CITY' },
  ],
  tags: [],
  double_opt_in: false,
  popup_ids: null,
  enabled: true,
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: 'ana@luna.example',
};

const FIELDS: IntegrationFieldsAnswer = {
  fields: ['FNAME', 'NICKNAME', 'PHONE', 'SMS', 'CITY'].map((id) => ({ id, name: id })),
  free_text: false,
};

function renderEdit(integration: Integration) {
  const calls = fakeApi((method, url) => {
    if (method === 'GET' && url === `/api/owner/integrations/${integration.integration_id}/fields`)
      return { status: 200, body: FIELDS };
    if (method === 'PUT') return { status: 200, body: integration };
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EditIntegration integration={integration} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { calls, onDone };
}

const chosenIn = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('editing a connected email tool', () => {
  it('shows every saved row of the name and the phone, and saving keeps them all', async () => {
    const { calls, onDone } = renderEdit(SAVED);
    // The tool's fields are read: the rows become choices among them.
    await screen.findAllByRole('option', { name: 'NICKNAME' });
    expect(chosenIn('Name goes to')).toBe('FNAME');
    expect(chosenIn('Name also goes to (2)')).toBe('NICKNAME');
    expect(chosenIn('Phone goes to')).toBe('PHONE');
    expect(chosenIn('Phone also goes to (2)')).toBe('SMS');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ field_map: SAVED.field_map });
  });

  it('drops a second row of the name the owner removes, and sends the rest unchanged', async () => {
    const { calls, onDone } = renderEdit(SAVED);
    await screen.findAllByRole('option', { name: 'NICKNAME' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove name row 2' }));
    expect(screen.queryByLabelText('Name also goes to (2)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ field_map: SAVED.field_map.filter((m) => m.to !== 'NICKNAME') });
  });
});
