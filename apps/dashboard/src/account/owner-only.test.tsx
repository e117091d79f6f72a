// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { LeadDeliveryAnswer, SessionAnswer, StatsKeySummary, TeamRole } from '@beckon/owner-api';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadDeliveryScreen } from '../lead-delivery/lead-delivery-screen.js';
import { BankTransferSetting } from '../shop/bank-transfer-setting.js';
import { CreateSiteScreen } from '../site/create-site-screen.js';
import { DomainsSection } from '../site/domains-section.js';
import { SESSION, SITE, STARTERS, WAITING_DOMAIN } from '../site/site-fixtures.js';
import { StatsKeysPanel } from '../statistics/stats-keys-panel.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { PlanLimitSetting } from './plan-limit-setting.js';

const DELIVERY: LeadDeliveryAnswer = {
  new_lead_email: true,
  integrations: [],
  webhooks: [
    {
      endpoint_id: '0000000000007',
      url: 'https://hooks.example.org/leads',
      secret: 'whsec_c2VjcmV0',
      enabled: true,
      created_at: '2026-11-20T10:00:00.000Z',
      created_by: 'ana@luna.example',
    },
  ],
  deliveries: [],
};

const KEYS: StatsKeySummary[] = [
  {
    key_id: '0000000000009',
    prefix: 'bks_4f2a',
    label: 'Reports sheet',
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: 'ana@luna.example',
    expires_at: null,
  },
];

/** The owner API as `role` meets it: reads answer, and every write is the server's owner-only refusal. */
function serveAs(role: TeamRole) {
  const session: SessionAnswer = { ...SESSION, role };
  return fakeApi((method, url) => {
    if (method !== 'GET')
      return { status: 403, body: { code: 'BK_ERR_OWNER_ONLY', message: 'only the account’s owner may do that' } };
    const answers: Record<string, unknown> = {
      '/api/owner/session': session,
      '/api/owner/lead-delivery': DELIVERY,
      '/api/owner/stats-keys': { keys: KEYS },
      '/api/owner/shop/payments': { transfer_account: 'ES91 2100 0418 4502 0005 1332' },
      '/api/owner/account/settings': { restriction_setting: 'upgrade' },
      '/api/owner/site': { site: null },
      '/api/owner/site/starters': STARTERS,
    };
    return url in answers
      ? { status: 200, body: answers[url] }
      : { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

/**
 * Each screen with owner-only controls: `ready` resolves once its data is shown, `controls` are the buttons
 * only the owner is offered, `note` what the others read instead, and `readOnly` the data they still see.
 */
const SCREENS: {
  name: string;
  element: ReactElement;
  ready: () => Promise<unknown>;
  controls: string[];
  note: string;
  readOnly: () => void;
}[] = [
  {
    name: 'lead delivery',
    element: <LeadDeliveryScreen />,
    ready: () => screen.findByText('https://hooks.example.org/leads'),
    controls: ['Turn off', 'Delete', 'Add webhook'],
    note: 'Only the account owner can add, turn off or delete webhooks.',
    readOnly: () => {
      expect(screen.getByText('Only the account owner can change whether new leads are mailed.')).toBeTruthy();
      const mail = screen.getByRole('checkbox', { name: 'Email me each new lead' }) as HTMLInputElement;
      expect([mail.checked, mail.disabled]).toEqual([true, true]);
      // The delivery log's "Send again" is open to editors: only the switches and webhooks are the owner's.
      expect(screen.getByRole('button', { name: 'Show secret' })).toBeTruthy();
    },
  },
  {
    name: 'Stats API keys',
    element: <StatsKeysPanel />,
    ready: () => screen.findByText('Reports sheet'),
    controls: ['Create key', 'Revoke key Reports sheet'],
    note: 'Only the account owner can create or revoke Stats API keys.',
    readOnly: () => expect(screen.getByText('bks_4f2a…')).toBeTruthy(),
  },
  {
    name: 'bank transfer',
    element: <BankTransferSetting />,
    ready: () =>
      vi.waitFor(() => expect((screen.getByLabelText('Bank account (IBAN)') as HTMLInputElement).value).not.toBe('')),
    controls: ['Save'],
    note: 'Only the account owner can change the bank account payments go to.',
    readOnly: () => {
      const field = screen.getByLabelText('Bank account (IBAN)') as HTMLInputElement;
      expect([field.value, field.disabled]).toEqual(['ES91 2100 0418 4502 0005 1332', true]);
    },
  },
  {
    name: 'plan limit (the account’s settings)',
    element: <PlanLimitSetting />,
    ready: () => vi.waitFor(() => expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true)),
    controls: ['Save'],
    note: 'Only the account owner can change the account’s settings.',
    readOnly: () => {
      const choices = screen.getAllByRole('radio') as HTMLInputElement[];
      expect(choices.map((c) => [c.checked, c.disabled])).toEqual([
        [true, true],
        [false, true],
        [false, true],
      ]);
    },
  },
  {
    name: 'domains',
    element: <DomainsSection site={{ ...SITE, addresses: [...SITE.addresses, WAITING_DOMAIN] }} />,
    ready: () => screen.findByRole('heading', { name: 'www.lunabakery.com' }),
    controls: ['Check now www.lunabakery.com', 'Remove www.lunabakery.com', 'Add domain'],
    note: 'Only the account owner can add, check or remove domains.',
    // The TXT record stays, for whoever runs the DNS.
    readOnly: () => {
      expect(screen.getByText('beckon-verify=3f9a1c')).toBeTruthy();
      expect(document.body.textContent).toContain('DNS provider, then the account owner checks it.');
      expect(document.body.textContent).not.toContain('press “Check now”.');
    },
  },
  {
    name: 'creating the website',
    element: <CreateSiteScreen />,
    ready: () => screen.findByRole('heading', { name: 'Create your website' }),
    controls: ['Create website'],
    note: 'Only the account owner can create the account’s website.',
    readOnly: () => expect(screen.queryByRole('radio')).toBeNull(),
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(SCREENS)('the owner-only controls of $name', ({ element, ready, controls, note, readOnly }) => {
  const buttons = () => screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
  const render = async (role: TeamRole) => {
    serveAs(role);
    renderRoutes([{ path: '/', element }], '/');
    await ready();
    // The session is read apart from the screen's data: wait until its role has been applied.
    await vi.waitFor(() => expect(screen.queryByText(note) !== null).toBe(role !== 'owner'));
  };

  it('are offered to the owner, with no line saying they are the owner’s', async () => {
    await render('owner');
    for (const name of controls) expect(buttons()).toContain(name);
    expect(document.body.textContent).not.toContain('Only the account owner can');
  });

  it.each([
    ['an editor', 'editor'],
    ['a viewer', 'viewer'],
  ] as const)('are not shown to %s, who reads why and still sees the data', async (_who, role) => {
    await render(role);
    for (const name of controls) expect(buttons()).not.toContain(name);
    expect(within(document.body).getByText(note)).toBeTruthy();
    readOnly();
  });
});
