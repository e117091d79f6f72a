/**
 * A new account makes its website in the dashboard, in Chromium, against the
 * real server: it signs up, sees one "Create your website" entry in place of
 * the website's screens, creates a site from the blank starter (its address
 * shown before, a taken one refused beside the field), edits and publishes
 * the home page's heading in the page editor, and finds the change at the
 * site's own address (`{label}.localhost`, which Chromium resolves to this
 * machine); a tagline saved in Website settings shows on the site, and a
 * domain of its own serves it once its TXT record (in a DNS server on
 * loopback) is found. axe-core checks each dashboard screen on the way.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';
import { outboxFor } from '../http/owner-helpers.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EMAIL = 'panaderia@luna.example';
const PASSWORD = 'masa madre y centeno';
/** The website's screens, listed in the navigation only once the account has a website. */
const SITE_ENTRIES = ['Form submissions', 'Site pages', 'Website settings', 'Orders', 'Products', 'Coupons', 'Media'];
const NEW_HEADING = 'Pan recién hecho cada mañana';
const TAGLINE = 'Masa madre desde 1987';
/** The owner's own domain: Chromium is told it is this machine, as the owner's DNS would point it at the server. */
const DOMAIN = 'www.panaderia-luna.example';

let dns: TestDnsServer;
let server: RunningServer;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let port = '';
/** The site's own address, as the dashboard showed it once the site was made. */
let siteUrl = '';

beforeAll(async () => {
  dns = await startDnsServer();
  server = await startServer({ dnsServers: [dns.address] });
  port = new URL(server.origin).port;
  browser = await launchChromium([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);
  owner = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
  page = await owner.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await dns?.close();
});

async function expectNoAxeViolations(p: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

const nav = () => page.getByRole('navigation', { name: 'Main' });

/** Opens `path` at the site's own address (or `origin`) in a fresh visitor's context; it must answer 200. */
async function visit(path: string, origin = siteUrl): Promise<Page> {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const site = await visitor.newPage();
  const res = await site.goto(new URL(path, origin).href);
  expect(res?.status(), `${path} at ${origin}`).toBe(200);
  return site;
}

describe('a new account’s website', () => {
  it('signs up and sees one “Create your website” entry instead of the website’s screens', async () => {
    await page.goto('/admin/sign-up');
    await page.getByRole('heading', { name: 'Create your Beckon account' }).waitFor();
    await page.getByLabel('Account name').fill('Panadería Luna');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Check your inbox: we sent a link to ${EMAIL}`).waitFor();
    const [mail] = await outboxFor(server.db, EMAIL);
    const link = mail?.body_text.match(/https?:\/\/\S+\/admin\/confirm\?token=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.getByRole('heading', { name: 'No pop-ups yet' }).waitFor();

    const create = nav().getByRole('link', { name: 'Create your website' });
    await create.waitFor();
    await expect(create.count()).resolves.toBe(1);
    for (const entry of SITE_ENTRIES)
      await expect(nav().getByRole('link', { name: entry, exact: true }).count(), entry).resolves.toBe(0);
  });

  it('shows the invitation to create the website at a website screen’s address', async () => {
    await page.goto('/admin/pages');
    await page.getByRole('heading', { name: 'Create your website' }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'a website screen without a website');
  });

  it('shows the address before creating, refuses a taken one beside its field, and creates the website', async () => {
    await nav().getByRole('link', { name: 'Create your website' }).click();
    await page.getByRole('heading', { name: 'Create your website' }).waitFor();
    await page.getByRole('radio', { name: 'Blank' }).check();
    const preview = page.locator('.address-preview');
    await page.getByLabel('Name', { exact: true }).fill('Panadería Luna');
    await preview.getByText(`http://panaderia-luna.localhost:${port}`, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'create your website');

    // The demo clinic's site has the address clinica: the server refuses it, beside the field.
    const address = page.getByLabel('Address (optional)');
    await address.fill('clinica');
    await preview.getByText(`http://clinica.localhost:${port}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create website' }).click();
    await page.getByText('the address clinica is taken; choose another', { exact: true }).waitFor();
    await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Not created: fix the field marked above.');
    await expectNoAxeViolations(page, 'create your website, with a taken address');

    await address.fill('luna');
    siteUrl = `http://luna.localhost:${port}`;
    await preview.getByText(siteUrl, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create website' }).click();
    await page.getByRole('heading', { name: 'Your website is live' }).waitFor();
    const status = page.getByRole('status');
    await expect(status.textContent()).resolves.toBe(`Your website is live at ${siteUrl}.`);
    await expect(status.getByRole('link', { name: siteUrl }).getAttribute('href')).resolves.toBe(siteUrl);
    await expectNoAxeViolations(page, 'your website is live');

    // The website's screens join the navigation at once, and the invitation leaves it.
    for (const entry of SITE_ENTRIES) await nav().getByRole('link', { name: entry, exact: true }).waitFor();
    await expect(nav().getByRole('link', { name: 'Create your website' }).count()).resolves.toBe(0);

    const home = await visit('/');
    await home.getByRole('heading', { level: 1, name: 'Panadería Luna' }).waitFor();
    await home.context().close();
  });

  it('edits the home page’s heading in the page editor, publishes, and the site’s address shows it', async () => {
    await page.getByRole('link', { name: 'Edit its pages' }).click();
    await page.getByRole('heading', { name: 'Site pages' }).waitFor();
    await expectNoAxeViolations(page, 'site pages');
    await page.getByRole('link', { name: 'Panadería Luna' }).click();

    const canvas = page.frameLocator('iframe#preview-frame');
    const heading = canvas.locator('h1', { hasText: 'Panadería Luna' });
    await heading.waitFor();
    await heading.click();
    await page.locator('[name="text"]:visible').fill(NEW_HEADING);
    await canvas.locator('h1', { hasText: NEW_HEADING }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`visitors see it now at ${siteUrl}/`).waitFor();

    const home = await visit('/');
    await home.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
    await home.context().close();
    // The editor's preview, on the dashboard's origin, is this account's site too, not the main one.
    const pageId = new URL(page.url()).pathname.split('/').pop();
    const preview = await page.request.get(`/api/owner/site/pages/${pageId}/preview`);
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    expect(html).toContain(NEW_HEADING);
    expect(html).not.toContain('Clínica Dermatológica Alba');
  });

  it('saves a tagline in Website settings, and the site shows it', async () => {
    await nav().getByRole('link', { name: 'Website settings' }).click();
    await page.getByRole('heading', { name: 'Website settings' }).waitFor();
    await expect(page.getByRole('link', { name: siteUrl }).count()).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'website settings');
    await page.getByLabel('Tagline').fill(TAGLINE);
    await page.getByRole('button', { name: 'Save the look and menu' }).click();
    await page.getByText('Saved. Your website shows the change now.').waitFor();

    const home = await visit('/');
    await home.getByText(TAGLINE, { exact: true }).waitFor();
    await home.context().close();
  });

  it('adds a domain of its own, which serves the site once its TXT record is found', async () => {
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await domains.getByText(`Added ${DOMAIN}: publish its TXT record`, { exact: false }).waitFor();
    const row = domains.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DOMAIN }) });
    await row.getByText('Waiting for DNS').waitFor();
    const [name = '', value = ''] = await row.locator('.dns-record code.url').allTextContents();
    expect(name).toBe(`_beckon.${DOMAIN}`);
    expect(value).toMatch(/^beckon-site-verification=\S+$/);
    await expectNoAxeViolations(page, 'website settings with a domain waiting for DNS');

    await row.getByRole('button', { name: `Check now ${DOMAIN}` }).click();
    const refusal = row.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(`no TXT record at _beckon.${DOMAIN} yet`);
    // Unverified, the domain is not the site's (on a run without PUBLIC_URL it is the main, demo site).
    const domainOrigin = `http://${DOMAIN}:${port}`;
    const before = await visit('/', domainOrigin);
    await expect(before.getByText(NEW_HEADING).count()).resolves.toBe(0);
    await before.context().close();

    dns.txt.set(name, [value]);
    await row.getByRole('button', { name: `Check now ${DOMAIN}` }).click();
    await row.getByText(`Found the record: ${DOMAIN} serves your website now.`).waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'website settings with a verified domain');
    const after = await visit('/', domainOrigin);
    await after.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
    await after.getByText(TAGLINE, { exact: true }).waitFor();
    await after.context().close();
  });

  it('opens each of the website’s screens for the new site, each without an error', async () => {
    for (const entry of SITE_ENTRIES) {
      await nav().getByRole('link', { name: entry, exact: true }).click();
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: entry, exact: true }).waitFor();
      await expect.poll(() => main.getByText(/^Loading/).count(), { message: entry }).toBe(0);
      await expect(main.getByRole('alert').count(), entry).resolves.toBe(0);
      await expectNoAxeViolations(page, entry);
    }
  });
});
