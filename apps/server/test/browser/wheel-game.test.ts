/**
 * The wheel (spec §4 Gamified, format_3) end to end on /demo/types: played to
 * a win and to a loss with the mouse and with the keyboard only, the server's
 * draw and the lead's claim in the database, axe-core on the play and result
 * screens, and the game code fetched only when a game shows, within its
 * 25 KB gzip budget.
 */
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import type { PrizeInput } from '@beckon/popup-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { animationsSettled, launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;

/** Wheels whose draw is certain, so each run reaches the screen it tests. */
const WIN = 'de3000000c0f1';
const LOSE = 'de3000000c0f2';
/** Scratch cards (format_2) with the same certain draws. */
const SCRATCH_WIN = 'de3000000c0f3';
const SCRATCH_LOSE = 'de3000000c0f4';
/** Gift boxes (format_1). */
const GIFT_WIN = 'de3000000c0f5';
const GIFT_LOSE = 'de3000000c0f6';
/** A wheel whose labels are long: they must still read whole inside their slices on a 320 px phone. */
const LONG_LABELS = 'de3000000c0f7';
const LONG_PRIZES: PrizeInput[] = [
  { prize_id: 'consult', label: 'Free consultation', code: 'CONSULT', chances: 25 },
  { prize_id: 'none', label: 'Better luck next time', chances: 25, loosing_option: 1 },
  { prize_id: 'twenty', label: '20% off every cream', code: 'CREAM20', chances: 25 },
  { prize_id: 'ship', label: 'Free shipping', code: 'SHIP', chances: 25 },
];

const emailField = {
  id: 'email',
  type: 'email',
  name: 'poptinDesignInputTextFieldEmail',
  label: 'Email',
  required: true,
} as const;

async function insertWheel(
  poptinId: string,
  first: PrizeInput,
  disablePostPlay: boolean,
  format = 3,
  prizes: PrizeInput[] = [first, { prize_id: 'never', label: 'Free consult', code: 'NEVER', chances: 0 }],
): Promise<void> {
  await insertPopup(server.db, {
    accountId: TYPES_CLIENT_ID,
    poptinId,
    name: `Wheel ${poptinId}`,
    type: 'gamified',
    format,
    stopShowingToConvertedUsers: false,
    credit: false,
    triggers: { on_click: true },
    design: {
      poptin_size: { width: 720, height: 460 },
      screens: { main: [{ kind: 'heading', text: 'Spin for a spring gift' }, { kind: 'form' }] },
      fields: [emailField],
      game: {
        prizes,
        disable_post_play_screen: disablePostPlay,
      },
    },
  });
}

beforeAll(async () => {
  server = await startServer();
  // Before any display request, so the account loads with them.
  await insertWheel(WIN, { prize_id: 'ten', label: '10% off', code: 'SPRING10', chances: 100 }, false);
  await insertWheel(LOSE, { prize_id: 'none', label: 'No luck', chances: 100, loosing_option: 1 }, true);
  await insertWheel(SCRATCH_WIN, { prize_id: 'ten', label: '10% off', code: 'SPRING10', chances: 100 }, false, 2);
  await insertWheel(SCRATCH_LOSE, { prize_id: 'none', label: 'No luck', chances: 100, loosing_option: 1 }, true, 2);
  await insertWheel(GIFT_WIN, { prize_id: 'ten', label: '10% off', code: 'SPRING10', chances: 100 }, false, 1);
  await insertWheel(GIFT_LOSE, { prize_id: 'none', label: 'No luck', chances: 100, loosing_option: 1 }, true, 1);
  await insertWheel(LONG_LABELS, LONG_PRIZES[0] as PrizeInput, false, 3, LONG_PRIZES);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const host = (id: string) => `[data-beckon-popup="${id}"]`;

async function openTypesPage(
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  await page.goto(`${server.origin}/demo/types`);
  await page.waitForFunction(() => 'beckon' in window);
  return page;
}

async function open(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (popupId) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(popupId),
    id,
  );
  await page.locator(`${host(id)} .bk-game`).waitFor({ state: 'visible', timeout: 10_000 });
}

async function axeViolations(page: Page, id: string): Promise<string[]> {
  await animationsSettled(page, host(id)); // axe reads final colours, not a fade's blend
  const result = await new AxeBuilder({ page })
    .include(host(id))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Tabs until the email input has focus (keyboard only: no clicks). */
async function tabToEmail(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const focused = await page.evaluate(
      (sel) => document.querySelector(sel)?.shadowRoot?.activeElement?.getAttribute('type') ?? '',
      host(id),
    );
    if (focused === 'email') return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the email field never took focus by Tab');
}

const storedLead = async (poptinId: string) =>
  (
    await server.db.query<{ coupon: string; email: string }>(
      "SELECT payload->>'coupon' AS coupon, email FROM conversions WHERE poptin_id = $1",
      [poptinId],
    )
  ).rows;

async function leadStored(poptinId: string, email: string): Promise<{ coupon: string }> {
  for (;;) {
    const lead = (await storedLead(poptinId)).find((l) => l.email === email);
    if (lead) return lead;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('prize games', () => {
  it('is played to a win with the mouse: the wheel turns 7 s to the prize, then the win screen shows the code', async () => {
    const page = await openTypesPage();
    await open(page, WIN);
    expect(await axeViolations(page, WIN)).toEqual([]);
    const email = 'mouse-win@gmail.com';
    await page.locator(`${host(WIN)} input[type=email]`).click();
    await page.keyboard.type(email);
    const startedAt = Date.now();
    await page.locator(`${host(WIN)} button[type=submit]`).click();
    // 24 steps plus slice 0, 30° each.
    await page.locator(`${host(WIN)} .bk-wheel-turn[data-degrees="720"]`).waitFor({ timeout: 10_000 });
    await page.locator(`${host(WIN)} .bk-game-end[data-result=win]`).waitFor({ timeout: 20_000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(6_500);
    expect(await page.locator(`${host(WIN)} h2`).textContent()).toBe('You won 10% off!');
    expect(await page.locator(`${host(WIN)} .bk-code`).textContent()).toBe('SPRING10');
    expect(await axeViolations(page, WIN)).toEqual([]);
    expect(await leadStored(WIN, email)).toMatchObject({ coupon: 'SPRING10' });
    await page.context().close();
  });

  it('is played to a loss with the mouse: the result stays under the wheel, then the pop-up closes', async () => {
    const page = await openTypesPage();
    await open(page, LOSE);
    const email = 'mouse-lose@gmail.com';
    await page.locator(`${host(LOSE)} input[type=email]`).click();
    await page.keyboard.type(email);
    await page.locator(`${host(LOSE)} button[type=submit]`).click();
    const result = page.locator(`${host(LOSE)} .bk-result[data-result=lose]`);
    await result.waitFor({ timeout: 20_000 });
    expect(await result.textContent()).toBe('No luck this time');
    expect(await page.locator(`${host(LOSE)} .bk-code`).count()).toBe(0);
    expect(await axeViolations(page, LOSE)).toEqual([]);
    expect(await leadStored(LOSE, email)).toMatchObject({ coupon: '' });
    // disable_post_play_screen: no lose screen, the pop-up closes after the base delay.
    await page.locator(host(LOSE)).waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  });

  it('is played to a win and to a loss with the keyboard only', async () => {
    // Reduced motion: the wheel jumps to the prize, so the keyboard runs need not wait out the spin.
    const page = await openTypesPage('reduce');
    await open(page, WIN);
    await tabToEmail(page, WIN);
    await page.keyboard.type('keys-win@gmail.com');
    await page.keyboard.press('Enter');
    await page.locator(`${host(WIN)} .bk-game-end[data-result=win]`).waitFor({ timeout: 10_000 });
    // The result heading has focus; the copy button is reached by Tab within the dialog.
    const focusedClass = () =>
      page.evaluate((sel) => document.querySelector(sel)?.shadowRoot?.activeElement?.className ?? '', host(WIN));
    // Focus moves to the heading once the end screen has drawn, which may be a frame after it appears.
    await expect.poll(focusedClass).toBe('bk-h');
    for (let i = 0; i < 4 && !(await focusedClass()).includes('bk-copy'); i++) await page.keyboard.press('Tab');
    expect(await focusedClass()).toContain('bk-copy');
    expect(await leadStored(WIN, 'keys-win@gmail.com')).toMatchObject({ coupon: 'SPRING10' });
    await page.keyboard.press('Escape');
    await page.locator(host(WIN)).waitFor({ state: 'detached', timeout: 10_000 });

    await open(page, LOSE);
    await tabToEmail(page, LOSE);
    await page.keyboard.type('keys-lose@gmail.com');
    await page.keyboard.press('Enter');
    await page.locator(`${host(LOSE)} .bk-result[data-result=lose]`).waitFor({ timeout: 10_000 });
    expect(await leadStored(LOSE, 'keys-lose@gmail.com')).toMatchObject({ coupon: '' });
    await page.context().close();
  });

  it.each([
    ['the seeded wheel', TYPES_POPUP_IDS.wheel],
    ['a wheel of long labels', LONG_LABELS],
  ])('draws every prize label of %s whole inside its own slice, readable on a 320 px phone', async (_, id) => {
    const page = await openTypesPage('reduce', { width: 320, height: 640 });
    await open(page, id);
    const labels = await page.evaluate((sel) => {
      const svg = document.querySelector(sel)?.shadowRoot?.querySelector<SVGSVGElement>('.bk-wheel svg');
      if (!svg) throw new Error('no wheel');
      const pxPerUnit = svg.getBoundingClientRect().width / 200;
      return [...svg.querySelectorAll<SVGTextElement>('.bk-wheel-turn text')].map((text) => {
        // The label's box in its own frame, its corners carried into the wheel's frame by its own transform.
        const b = text.getBBox();
        const m = text.transform.baseVal.consolidate()?.matrix ?? svg.createSVGMatrix();
        const corners = [
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x, b.y + b.height],
          [b.x + b.width, b.y + b.height],
        ].map(([x, y]) => {
          const p = new DOMPoint(x, y).matrixTransform(m);
          return { r: Math.hypot(p.x - 100, p.y - 100), deg: (Math.atan2(p.x - 100, 100 - p.y) * 180) / Math.PI };
        });
        return {
          slice: [...svg.querySelectorAll('.bk-wheel-turn text')].indexOf(text),
          text: text.querySelector('tspan')
            ? [...text.querySelectorAll('tspan')].map((t) => t.textContent).join(' ')
            : text.textContent,
          corners,
          fontPx: Number.parseFloat(getComputedStyle(text).fontSize) * pxPerUnit,
        };
      });
    }, host(id));
    expect(labels).toHaveLength(12);
    const prizes =
      id === LONG_LABELS
        ? LONG_PRIZES.map((p) => p.label)
        : ['10% off', 'No luck', '15% off', 'Next time', 'Free consult', 'Health tips'];
    for (const label of labels) {
      const what = `slice ${label.slice} (${label.text})`;
      // Whole: every word of its prize, none cut.
      expect(label.text, what).toBe(prizes[label.slice % prizes.length]);
      // Readable: at least 9 px on screen.
      expect(label.fontPx, what).toBeGreaterThanOrEqual(9);
      // Inside its own 30° slice (so no two labels overlap) and inside the wheel's rim (so none is cut).
      const centre = -label.slice * 30;
      for (const c of label.corners) {
        expect(c.r, what).toBeLessThanOrEqual(100);
        const off = Math.abs(((((c.deg - centre) % 360) + 540) % 360) - 180);
        expect(off, what).toBeLessThanOrEqual(15);
      }
    }
    await page.context().close();
  });

  it('fetches the game code only when a game shows, adding at most 25 KB gzip to the base renderer', async () => {
    const page = await openTypesPage();
    const scripts = new Map<string, number>();
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.body().then(
          (body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      );
    });
    /** Every script answered so far, read and measured. */
    const measured = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
    };
    await page.evaluate(
      (popupId) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(popupId),
      TYPES_POPUP_IDS.lightbox,
    );
    await page.locator(`${host(TYPES_POPUP_IDS.lightbox)} .bk-dialog`).waitFor({ state: 'visible' });
    await measured();
    const base = new Set(scripts.keys());
    expect([...base].some((u) => u.includes('wheel-game'))).toBe(false);
    await page.keyboard.press('Escape');
    await page.locator(host(TYPES_POPUP_IDS.lightbox)).waitFor({ state: 'detached' });
    const wheelChunk = page.waitForResponse((r) => r.url().includes('wheel-game'));
    await open(page, TYPES_POPUP_IDS.wheel);
    await wheelChunk;
    await measured();
    const added = [...scripts].filter(([url]) => !base.has(url));
    expect(added.some(([url]) => url.includes('wheel-game'))).toBe(true);
    expect(added.reduce((sum, [, gz]) => sum + gz, 0)).toBeLessThanOrEqual(25 * 1024);
    await page.context().close();
  });

  it('plays the scratch card to a win with the mouse: scratched below half, then the win screen 3 s later', async () => {
    const page = await openTypesPage();
    await open(page, SCRATCH_WIN);
    const email = 'scratch-win@gmail.com';
    await page.locator(`${host(SCRATCH_WIN)} input[type=email]`).click();
    await page.keyboard.type(email);
    await page.locator(`${host(SCRATCH_WIN)} button[type=submit]`).click();
    const canvas = page.locator(`${host(SCRATCH_WIN)} canvas`);
    await canvas.waitFor({ timeout: 10_000 });
    expect(await axeViolations(page, SCRATCH_WIN)).toEqual([]);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no scratch card on screen');
    // Strokes across the card, row by row, until the cover goes.
    for (let y = box.y + 10; y < box.y + box.height && (await canvas.count()) > 0; y += 22) {
      await page.mouse.move(box.x + 5, y);
      await page.mouse.down();
      for (let x = box.x + 5; x <= box.x + box.width; x += 20) await page.mouse.move(x, y);
      await page.mouse.up();
    }
    await page.locator(`${host(SCRATCH_WIN)} .bk-card-prize[data-result=win]`).waitFor({ timeout: 5_000 });
    const revealedAt = Date.now();
    await page.locator(`${host(SCRATCH_WIN)} .bk-game-end[data-result=win]`).waitFor({ timeout: 10_000 });
    expect(Date.now() - revealedAt).toBeGreaterThanOrEqual(2_500);
    expect(await page.locator(`${host(SCRATCH_WIN)} .bk-code`).textContent()).toBe('SPRING10');
    expect(await axeViolations(page, SCRATCH_WIN)).toEqual([]);
    expect(await leadStored(SCRATCH_WIN, email)).toMatchObject({ coupon: 'SPRING10' });
    await page.context().close();
  });

  it('plays the scratch card to a loss with the keyboard only, scratching with a button instead of dragging', async () => {
    const page = await openTypesPage();
    await open(page, SCRATCH_LOSE);
    await tabToEmail(page, SCRATCH_LOSE);
    await page.keyboard.type('scratch-keys@gmail.com');
    await page.keyboard.press('Enter');
    // The card shows before the play too: wait for the scratch button, which comes once the lead is in.
    await page.locator(`${host(SCRATCH_LOSE)} .bk-scratch`).waitFor({ timeout: 10_000 });
    // The focus never falls to the page body: the scratch button takes it from the gone form, the result from
    // the gone scratch button.
    const focusedClass = () =>
      page.evaluate((sel) => {
        if (document.activeElement !== document.querySelector(sel))
          return `outside: ${document.activeElement?.tagName}`;
        return document.querySelector(sel)?.shadowRoot?.activeElement?.className ?? 'nothing in the dialog';
      }, host(SCRATCH_LOSE));
    await expect.poll(focusedClass).toContain('bk-scratch');
    // Two of four bands leave half the cover: revealed.
    await page.keyboard.press('Enter');
    expect(await page.locator(`${host(SCRATCH_LOSE)} canvas`).count()).toBe(1);
    await page.keyboard.press('Enter');
    const result = page.locator(`${host(SCRATCH_LOSE)} .bk-card-prize[data-result=lose]`);
    await result.waitFor({ timeout: 5_000 });
    await expect.poll(focusedClass).toContain('bk-card-prize');
    expect(await result.textContent()).toBe('No luck this time');
    expect(await axeViolations(page, SCRATCH_LOSE)).toEqual([]);
    expect(await leadStored(SCRATCH_LOSE, 'scratch-keys@gmail.com')).toMatchObject({ coupon: '' });
    // disable_post_play_screen: 3 s after the reveal the result logic runs, and the pop-up closes.
    await page.locator(host(SCRATCH_LOSE)).waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  });

  it('plays the gift box to a win with the mouse (a touch tap picks the box)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await open(page, GIFT_WIN);
    await page.locator(`${host(GIFT_WIN)} input[type=email]`).click();
    await page.keyboard.type('gift-win@gmail.com');
    await page.locator(`${host(GIFT_WIN)} button[type=submit]`).click();
    const gift = page.locator(`${host(GIFT_WIN)} .bk-gift`).nth(1);
    await gift.waitFor({ timeout: 10_000 });
    expect(await axeViolations(page, GIFT_WIN)).toEqual([]);
    // Each box is drawn (SVG), not an emoji that shows as an empty square without an emoji font.
    expect(await gift.locator('svg').count()).toBe(1);
    expect((await gift.textContent())?.trim()).toBe('');
    await gift.tap();
    await page.locator(`${host(GIFT_WIN)} .bk-game-end[data-result=win]`).waitFor({ timeout: 10_000 });
    expect(await page.locator(`${host(GIFT_WIN)} .bk-code`).textContent()).toBe('SPRING10');
    expect(await axeViolations(page, GIFT_WIN)).toEqual([]);
    expect(await leadStored(GIFT_WIN, 'gift-win@gmail.com')).toMatchObject({ coupon: 'SPRING10' });
    await context.close();
  });

  it('plays the gift box to a loss with the keyboard only', async () => {
    const page = await openTypesPage();
    await open(page, GIFT_LOSE);
    await tabToEmail(page, GIFT_LOSE);
    await page.keyboard.type('gift-keys@gmail.com');
    await page.keyboard.press('Enter');
    // The first box takes focus once the form is done.
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.shadowRoot?.activeElement?.classList.contains('bk-gift') ?? false,
      host(GIFT_LOSE),
    );
    await page.keyboard.press('Enter');
    const result = page.locator(`${host(GIFT_LOSE)} .bk-result[data-result=lose]`);
    await result.waitFor({ timeout: 10_000 });
    expect(await result.textContent()).toBe('No luck this time');
    expect(await axeViolations(page, GIFT_LOSE)).toEqual([]);
    expect(await leadStored(GIFT_LOSE, 'gift-keys@gmail.com')).toMatchObject({ coupon: '' });
    await page.context().close();
  });
});
