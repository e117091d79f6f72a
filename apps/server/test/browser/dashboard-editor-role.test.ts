/**
 * An invited editor in the dashboard, in Chromium, against the real server: they join from the mailed
 * invitation link and are signed in; the screens whose writes are the owner's alone (lead delivery, Stats
 * API keys, account settings) show them the data without the controls, and say that only the account owner
 * can use them; once the owner makes them an owner, the controls appear at the next load. axe-core checks
 * the read-only screens.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';
import { OwnerClient, outboxFor } from '../http/owner-helpers.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EDITOR_EMAIL = 'editora@luna.example';
const PASSWORD = 'una contraseña larga';

let server: RunningServer;
let browser: Browser;
let page: Page;
let owner: OwnerClient;

beforeAll(async () => {
  server = await startServer();
  owner = new OwnerClient(server.app);
  expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  // Something owner-only to see read-only: a Stats API key the owner made.
  expect((await owner.send('POST', '/api/owner/stats-keys', { label: 'Reports sheet' })).statusCode).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function expectNoAxeViolations(p: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

/** Opens a dashboard screen and waits for its heading and for `loaded`, a text its data brings. */
async function open(path: string, heading: string, loaded: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByText(loaded, { exact: true }).first().waitFor();
}

describe('an editor in the dashboard', () => {
  it('joins from the invitation link and is signed in as an editor', async () => {
    const invited = await owner.send('POST', '/api/owner/team/invitations', { email: EDITOR_EMAIL, role: 'editor' });
    expect(invited.statusCode).toBe(201);
    const mail = (await outboxFor(server.db, EDITOR_EMAIL)).findLast((m) => m.kind === 'team-invitation');
    const link = mail?.body_text.match(/\/admin\/join\?account=[0-9a-f]{13}&token=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, 'the invitation link in the mail').toBeTruthy();
    await page.goto(link as string);
    await page.getByText('You are invited as an editor').waitFor();
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/owner/session')).json());
    expect(session).toMatchObject({ owner: { email: EDITOR_EMAIL }, role: 'editor' });
  });

  it('sees lead delivery without its owner-only switch and webhook form, and why', async () => {
    await open('/lead-delivery', 'Lead delivery', 'Delivery log');
    await page.getByText('Only the account owner can add, turn off or delete webhooks.').waitFor();
    expect(await page.getByRole('button', { name: 'Add webhook' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Email me each new lead' }).isDisabled()).toBe(true);
    expect(await page.getByText('Only the account owner can change whether new leads are mailed.').count()).toBe(1);
    await expectNoAxeViolations(page, 'lead delivery, as an editor');
  });

  it('sees the owner’s Stats API key but cannot make or revoke one', async () => {
    await open('/statistics', 'Statistics', 'Reports sheet');
    await page.getByText('Only the account owner can create or revoke Stats API keys.').waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Revoke key/ }).count()).toBe(0);
  });

  it('sees the account’s plan-limit choice read-only, without Save', async () => {
    await open('/account', 'Account', 'Signed in as');
    await page.getByText('Only the account owner can change the account’s settings.').waitFor();
    const choices = page.getByRole('radio');
    await expect.poll(() => choices.count()).toBe(3);
    for (const choice of await choices.all()) expect(await choice.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'account, as an editor');
  });

  it('gets the controls at the next load once the owner makes them an owner', async () => {
    const team = (await owner.send('GET', '/api/owner/team')).json() as {
      members: { owner_id: string; email: string }[];
    };
    const id = team.members.find((m) => m.email === EDITOR_EMAIL)?.owner_id;
    const promoted = await owner.send('PUT', `/api/owner/team/members/${id}`, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    await open('/lead-delivery', 'Lead delivery', 'Delivery log');
    await page.getByRole('button', { name: 'Add webhook' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Email me each new lead' }).isDisabled()).toBe(false);
    expect(await page.getByText('Only the account owner can').count()).toBe(0);
  });
});
