/**
 * Countdown and coupon blocks in Chromium on /demo/types (issue 10, spec §3
 * `timer`/`timer_ver`/`coupon`, §4 "Timers", "An expired fixed end time
 * suppresses display", the coupon tooltip): the flip clock ticks and closes
 * its pop-up at zero with the reason `timer`; the coupon is copied to the
 * clipboard with its half-second tooltip; the thank-you screen shows the
 * coupon and passes axe; a countdown whose fixed end has passed never shows.
 * A pop-up without form fields converts on its button (a click target). The
 * social buttons block draws named 44 px links that fetch nothing from the networks.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_CLIENT_ID, TYPES_ENDED_TIMER_POPUP_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { animationsSettled, launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;

/** A lightbox whose form has no fields: its button alone converts. */
const BUTTON_ONLY = 'de3000000b0d1';

beforeAll(async () => {
  server = await startServer();
  // Before any display request, so the account loads with it.
  await insertPopup(server.db, {
    accountId: TYPES_CLIENT_ID,
    poptinId: BUTTON_ONLY,
    name: 'Book a free check-up',
    target: 'click',
    stopShowingToConvertedUsers: false,
    credit: false,
    triggers: { on_click: true },
    design: {
      screens: {
        main: [{ kind: 'heading', text: 'Book a free check-up' }, { kind: 'form' }],
        thank_you: [{ kind: 'heading', text: 'See you soon!' }],
      },
      fields: [],
      submit_label: 'Book now',
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ID = TYPES_POPUP_IDS.countdown;
const host = (id: string) => `[data-beckon-popup="${id}"]`;

async function openTypesPage(width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.origin}/demo/types`);
  await page.waitForFunction(() => 'beckon' in window);
  return { page, errors };
}

const openPopup = (page: Page, id: string) =>
  page.evaluate((popupId) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(popupId), id);

/** The countdown's digits as shown, e.g. "00:07". */
const digits = (page: Page) =>
  page.evaluate(
    (sel) =>
      [...(document.querySelector(sel)?.shadowRoot?.querySelectorAll('.bk-tn') ?? [])]
        .map((n) => n.textContent)
        .join(':'),
    host(ID),
  );

describe('the countdown block', () => {
  it('draws a flip clock that ticks each second and closes the pop-up at zero, reported as timer', async () => {
    const { page, errors } = await openTypesPage();
    await openPopup(page, ID);
    const timer = page.locator(`${host(ID)} [role=timer]`);
    await timer.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await timer.getAttribute('class')).toBe('bk-timer bk-flip');
    expect(await timer.textContent()).toMatch(/minutes.*seconds/);
    const first = await digits(page);
    expect(first).toMatch(/^00:(0\d|1[0-5])$/);
    await expect.poll(() => digits(page), { timeout: 3_000 }).not.toBe(first);
    await page.locator(host(ID)).waitFor({ state: 'detached', timeout: 25_000 });
    const reasons = async () =>
      (await server.db.query<{ reason: string }>('SELECT reason FROM popup_closes WHERE poptin_id = $1', [ID])).rows;
    await expect.poll(reasons, { timeout: 10_000 }).toEqual([{ reason: 'timer' }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a pop-up whose countdown to a fixed end has passed off the page, and frees the modal queue', async () => {
    const { page, errors } = await openTypesPage();
    const design = page.waitForResponse((r) => r.url().includes(TYPES_ENDED_TIMER_POPUP_ID));
    await openPopup(page, TYPES_ENDED_TIMER_POPUP_ID);
    await design;
    // Another modal opens after it: it would wait for ever if the ended pop-up held the queue.
    await openPopup(page, TYPES_POPUP_IDS.lightbox);
    await page.locator(`${host(TYPES_POPUP_IDS.lightbox)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator(host(TYPES_ENDED_TIMER_POPUP_ID)).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the coupon block', () => {
  it('copies the code with a copy button, shows "Copied!" for half a second and the hint after 500 ms', async () => {
    const { page } = await openTypesPage();
    // A paused clock: the countdown must not close the pop-up while the tooltips are timed.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await openPopup(page, ID);
    const code = page.locator(`${host(ID)} .bk-code`);
    await code.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await code.textContent()).toBe('FLASH20');

    const hint = page.locator(`${host(ID)} .bk-chint`);
    expect(await hint.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await code.hover();
    expect(await hint.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe('0.5s');

    await page.locator(`${host(ID)} .bk-copy`).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('FLASH20');
    const tip = page.locator(`${host(ID)} .bk-ctip`);
    expect(await tip.evaluate((el) => el.hasAttribute('data-show'))).toBe(true);
    // Half a second, counted from the frame after the click (where the effect arming it runs).
    await page.clock.runFor(400);
    expect(await tip.evaluate((el) => el.hasAttribute('data-show'))).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => tip.evaluate((el) => el.hasAttribute('data-show'))).toBe(false);
    await page.context().close();
  });

  it('shows the coupon on the thank-you screen, which has no axe-core violations', async () => {
    const { page } = await openTypesPage(390, 844);
    // A paused clock: neither the countdown nor the thank-you screen's auto-close ends the pop-up during the check.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await openPopup(page, ID);
    await page.locator(`${host(ID)} input[type=email]`).fill('flash@example.org');
    await page.locator(`${host(ID)} button[type=submit]`).click();
    // The submit's own timers run on the paused clock: step it until the thank-you screen is up.
    const thanks = page.locator(`${host(ID)} .bk-h`, { hasText: 'Thank you!' });
    // One step at a time (not expect.poll, whose overlapping calls could outlive the page).
    for (let i = 0; i < 300 && (await thanks.count()) === 0; i++) await page.clock.runFor(50);
    expect(await thanks.count()).toBe(1);
    expect(await page.locator(`${host(ID)} .bk-code`).textContent()).toBe('FLASH20');
    // axe times its own work with timers; the fixture's thank-you screen stays up for 60 s. The screen's fade runs
    // in real time whatever the page clock does: axe must read its final colours, not a blend.
    await page.clock.resume();
    await animationsSettled(page, host(ID));
    const result = await new AxeBuilder({ page })
      .include(host(ID))
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});

describe('a pop-up without form fields', () => {
  it('converts on its button: the click conversion is stored and the thank-you screen shows', async () => {
    const { page, errors } = await openTypesPage();
    await openPopup(page, BUTTON_ONLY);
    await page.locator(`${host(BUTTON_ONLY)} button[type=submit]`).click();
    await page.locator(`${host(BUTTON_ONLY)} .bk-h`, { hasText: 'See you soon!' }).waitFor({ timeout: 5_000 });
    expect(await page.locator(`${host(BUTTON_ONLY)} .bk-err`).count()).toBe(0);
    const stored = () =>
      server.db
        .query<{ target: string; email: string }>(
          "SELECT payload->>'p_target' AS target, email FROM conversions WHERE poptin_id = $1",
          [BUTTON_ONLY],
        )
        .then((r) => r.rows);
    await expect.poll(stored, { timeout: 5_000 }).toEqual([{ target: 'click', email: '' }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the social buttons block', () => {
  const LIGHTBOX = TYPES_POPUP_IDS.lightbox;

  it('draws named 44 px links with a visible focus ring, fetches nothing from the networks and passes axe', async () => {
    const { page, errors } = await openTypesPage(390, 844);
    // The short reduced-motion fade, not the entry effect: axe waits for it to end below.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await openPopup(page, LIGHTBOX);
    const instagram = page.locator(host(LIGHTBOX)).getByRole('link', { name: 'Instagram' });
    await instagram.waitFor({ timeout: 5_000 });
    expect(await instagram.getAttribute('target')).toBe('_blank');
    expect(await instagram.getAttribute('rel')).toBe('noopener noreferrer');
    for (const box of await page
      .locator(`${host(LIGHTBOX)} .bk-soc`)
      .evaluateAll((links) =>
        links.map((a) => a.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      ))
      expect(box).toEqual({ width: 44, height: 44 });
    await instagram.focus();
    expect(await instagram.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
    expect(requests.filter((url) => !url.startsWith(server.origin))).toEqual([]);
    await animationsSettled(page, host(LIGHTBOX));
    const result = await new AxeBuilder({ page })
      .include(host(LIGHTBOX))
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
