/**
 * A schedule set in the builder, in Chromium: the demo owner gives the demo's timer pop-up a schedule that
 * ended yesterday, and a new visitor of /demo is no longer offered it, while one who came before was.
 * Needs the widget and the dashboard built (`npm run build`).
 */
import AxeBuilder from '@axe-core/playwright';
import { wallClockAt, wallTimeText } from '@beckon/popup-schema/wall-clock';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The pop-up ids a new visitor of /demo is offered, from the display answer the loader receives. */
async function offeredOnDemo(): Promise<{ page: Page; ids: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const answer = page.waitForResponse((r) => r.url().includes('/api/display/') && r.request().method() === 'POST');
  await page.goto(`${server.origin}/demo`);
  const { poptins } = (await (await answer).json()) as { poptins: { poptin_id: string }[] };
  return { page, ids: poptins.map((p) => p.poptin_id) };
}

describe('a schedule set in the builder', () => {
  it('hides the pop-up from the demo page once its end has passed', async () => {
    const before = await offeredOnDemo();
    expect(before.ids).toContain(DEMO_TIMER_POPUP_ID);
    await before.page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
    await before.page.context().close();

    const owner = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })
    ).newPage();
    await owner.goto(`${server.origin}/admin/sign-in`);
    await owner.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
    await owner.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.getByRole('heading', { name: 'Pop-ups', level: 1 }).waitFor();
    await owner.goto(`${server.origin}/admin/popups/${DEMO_TIMER_POPUP_ID}`);
    await owner.getByRole('tab', { name: 'Triggers and targeting' }).click();
    await owner.getByLabel('Show only on a schedule').check();
    // Yesterday at this hour in Madrid, the schedule's zone.
    const yesterday = wallTimeText(wallClockAt(Date.now() - 86_400_000, 'Europe/Madrid'));
    await owner.getByLabel('Ends', { exact: true }).fill(yesterday);
    await owner.getByLabel('Only between certain hours').check();
    await owner.getByLabel('Until', { exact: true }).waitFor();
    const summary = owner.getByRole('status').filter({ hasText: 'Who will see this pop-up' });
    await expect.poll(() => summary.textContent()).toContain(`until ${yesterday.replace('T', ' ')}`);
    const axe = await new AxeBuilder({ page: owner }).withTags(AXE_TAGS).include('#builder-step-rules').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.getByText(/^Saved \(version \d+\)\.$/).waitFor();

    const after = await offeredOnDemo();
    expect(after.ids).not.toContain(DEMO_TIMER_POPUP_ID);
    await after.page.context().close();
    await owner.context().close();
  });
});
