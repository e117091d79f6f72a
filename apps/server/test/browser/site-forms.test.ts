/**
 * The booking form on /cita/ in Chromium: the three steps with the keyboard
 * only (Enter advances, not in a textarea, not past an invalid field), the
 * waiting state and a second submit ignored, the ALTCHA proof of work solved
 * in its worker and the booking stored; a failed submit jumping to the step
 * of its first error; axe-core clean on a desktop and a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const F = (id: string) => `#cita-form-field-${id}`;

/** The index of the step on screen (its fieldset is the one not hidden). */
const visibleStep = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.fm-step')].findIndex((s) => !(s as HTMLElement).hidden));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until the field `id` has the focus (date and time fields take several). */
async function tabUntil(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 6 && (await focusedId(page)) !== `cita-form-field-${id}`; i++) await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(`cita-form-field-${id}`);
}

/** Fills the three steps with the keyboard only, starting with the focus on the first field. */
async function fillWithKeyboard(page: Page): Promise<void> {
  const kb = page.keyboard;
  await page.locator(F('nombre')).focus();
  // Enter with the step invalid keeps the visitor there, on the first invalid field.
  await kb.press('Enter');
  expect(await visibleStep(page)).toBe(0);
  expect(await focusedId(page)).toBe('cita-form-field-nombre');
  await kb.type('María Pérez');
  await kb.press('Tab');
  await kb.type('maria@example.com');
  await kb.press('Tab');
  await kb.type('600 123 456');
  await kb.press('Enter');
  await expect
    .poll(async () => [await visibleStep(page), await focusedId(page)])
    .toEqual([1, 'cita-form-field-motivo']);
  await kb.press('ArrowDown'); // Dermatitis atópica
  await kb.press('ArrowDown'); // Revisión de lunares
  await kb.press('Tab');
  await kb.type('06152031'); // mm dd yyyy in Chromium's en-US date field
  await tabUntil(page, 'hora'); // Tab also walks the date and time fields' own parts
  await kb.type('1030');
  await kb.press('ArrowUp'); // AM
  await tabUntil(page, 'mensaje');
  await kb.type('Un lunar ha cambiado.');
  await kb.press('Enter'); // a new line in the textarea, not the next step
  await kb.type('Desde el verano.');
  expect(await visibleStep(page)).toBe(1);
  await kb.press('Tab'); // Anterior
  await kb.press('Tab'); // Siguiente
  await kb.press('Enter');
  // The focused field says which one stopped the step, if one did.
  await expect.poll(async () => [await visibleStep(page), await focusedId(page)]).toEqual([2, 'cita-form-field-foto']);
  await kb.press('Tab');
  expect(await focusedId(page)).toBe('cita-form-field-privacidad');
  await kb.press('Space');
  expect(await page.locator(F('mensaje')).inputValue()).toBe('Un lunar ha cambiado.\nDesde el verano.');
  expect(await page.locator(F('fecha')).inputValue()).toBe('2031-06-15');
}

/** Fills the three steps with clicks and lands on the last one, ready to send. */
async function fillQuickly(page: Page): Promise<void> {
  await page.locator(F('nombre')).fill('Ana');
  await page.locator(F('email')).fill('ana@example.com');
  await page.locator(F('telefono')).fill('600000000');
  await page.locator('.fm-step:not([hidden]) .fm-btn').last().click();
  await page.locator(F('motivo')).selectOption('Acné');
  await page.locator(F('fecha')).fill('2031-01-02');
  await page.locator('.fm-step:not([hidden]) .fm-btn').last().click();
  await page.locator(F('privacidad')).check();
}

/** Counts the form's `error` events in the page (window.formErrors). */
const countErrors = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { formErrors: number };
    w.formErrors = 0;
    document.querySelector('form.fm')?.addEventListener('error', () => {
      w.formErrors++;
    });
  });

// One keyboard walk took 77 s with the machine's load at 26 (measured): the first two tests get 180 s.
describe('the booking form on /cita/', { timeout: 180_000 }, () => {
  it('goes through every step with the keyboard only, waits visibly, ignores a second submit and stores the booking', async () => {
    const page = await site.open('/cita/', 1280, 900);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await page.locator(F('fecha')).getAttribute('min')).toBe(today);
    await fillWithKeyboard(page);

    // Hold the answer until the waiting state has been seen and a second submit tried.
    let sends = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/site/api/forms/send', async (route) => {
      sends++;
      await held;
      await route.continue();
    });
    await page.locator('.fm-submit').focus();
    await page.keyboard.press('Enter');
    const form = page.locator('form.fm');
    await expect.poll(() => form.evaluate((el) => getComputedStyle(el).opacity), { timeout: 60_000 }).toBe('0.45');
    await expect.poll(() => sends, { timeout: 60_000 }).toBe(1);
    expect(await page.locator('.fm-submit').isDisabled()).toBe(true);
    expect(await page.locator('.fm-spinner').count()).toBe(1);
    // The disabled button cannot keep the focus: it waits in the status region, which says why.
    const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
    expect(await focused()).toBe('fm-message-slot');
    expect(await page.locator('.fm-message-slot').textContent()).toBe('Enviando…');
    await form.evaluate((el) => (el as HTMLFormElement).requestSubmit());
    release();

    await expect
      .poll(() => page.locator('.fm-message-success').textContent(), { timeout: 30_000 })
      .toBe('Hemos recibido su solicitud. Le llamaremos para confirmar la cita.');
    expect(sends).toBe(1);
    expect(await focused()).toBe('fm-message-slot'); // on the success message
    expect(await visibleStep(page)).toBe(0);
    expect(await page.locator(F('nombre')).inputValue()).toBe('');
    await expect.poll(() => form.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const { rows } = await site.server.db.query<{ fields: unknown }>(
      "SELECT fields FROM site_form_submissions WHERE form_id = 'cita-form'",
    );
    expect(rows).toHaveLength(1);
    const fields = typeof rows[0]?.fields === 'string' ? JSON.parse(rows[0].fields) : rows[0]?.fields;
    expect(fields).toMatchObject({
      nombre: 'María Pérez',
      fecha: '2031-06-15',
      hora: '10:30',
      motivo: 'Revisión de lunares',
    });
    await site.done(page);
  });

  it('jumps to the step of the first server error and shows it at its field', async () => {
    const page = await site.open('/cita/', 1280, 900);
    await fillWithKeyboard(page);
    await page.route('**/site/api/forms/send', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 422,
          code: 'BK_ERR_FORM_INVALID',
          error: 'Unprocessable Entity',
          message: 'Revise los campos marcados.',
          success: false,
          data: {
            message: 'Revise los campos marcados.',
            errors: { motivo: 'Elija otro motivo.', telefono: 'Teléfono no válido.' },
          },
        }),
      }),
    );
    await page.locator('.fm-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleStep(page), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('cita-form-field-telefono');
    expect(await page.locator(F('telefono')).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#cita-form-field-telefono-error').textContent()).toBe('Teléfono no válido.');
    expect(await page.locator('.fm-message-error').textContent()).toBe('Revise los campos marcados.');
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.context().close(); // the 422 is logged as a failed resource, nothing else
  });

  it('goes to the redirect_url of a successful answer', async () => {
    const page = await site.open('/cita/', 1280, 900);
    await fillQuickly(page);
    await page.route('**/site/api/forms/send', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { message: 'Gracias.', redirect_url: '/?enviado=1' } }),
      }),
    );
    await page.locator('.fm-submit').click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?enviado=1', { timeout: 60_000 });
    await site.done(page);
  });

  it('shows the danger message, enables the submit button again and fires the error event when the network fails', async () => {
    const page = await site.open('/cita/', 1280, 900);
    await fillQuickly(page);
    await countErrors(page);
    await page.route('**/site/api/forms/send', (route) => route.abort('internetdisconnected'));
    await page.locator('.fm-submit').click();
    await expect
      .poll(() => page.locator('.fm-message-error').textContent(), { timeout: 60_000 })
      .toBe('No se ha podido enviar el formulario. Compruebe su conexión e inténtelo de nuevo.');
    expect(await page.locator('.fm-message-error').getAttribute('role')).toBe('alert');
    await expect.poll(() => page.locator('.fm-submit').isDisabled()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { formErrors: number }).formErrors)).toBe(1);
    await page.context().close(); // the aborted request is logged as a failed resource, nothing else
  });

  it('starts the anti-spam check in a worker from this site when the visitor first focuses a field, with its progress shown', async () => {
    const page = await site.open('/cita/', 1280, 900);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const challenges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/site/api/forms/challenge')) challenges.push(r.url());
    });
    // Nothing is solved before the visitor touches the form.
    await page.locator(F('nombre')).waitFor();
    expect(challenges).toEqual([]);
    await page.locator(F('nombre')).focus();
    await expect.poll(() => challenges.length, { timeout: 30_000 }).toBe(1);
    const progress = page.locator('.fm-captcha progress');
    await progress.waitFor({ state: 'attached' });
    expect(await progress.getAttribute('aria-label')).toBe('Verificación anti-spam');
    // Done before any submit: the visitor has not reached the last step.
    await expect
      .poll(() => page.locator('.fm-captcha-status').textContent(), { timeout: 30_000 })
      .toBe('Verificación anti-spam completada.');
    expect(await progress.getAttribute('value')).toBe('100');
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    await site.done(page);
  });

  it.each([1280, 390])('has no axe-core violations at %i px, the captcha included', async (width) => {
    const page = await site.open('/cita/', width, 900, { reducedMotion: 'reduce' });
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.locator(F('nombre')).fill('Ana');
    await page.locator(F('email')).fill('ana@example.com');
    await page.locator(F('telefono')).fill('600000000');
    await page.locator('.fm-step:not([hidden]) .fm-btn').last().click();
    await page.locator(F('motivo')).selectOption('Acné');
    await page.locator(F('fecha')).fill('2031-01-02');
    await page.locator('.fm-step:not([hidden]) .fm-btn').last().click();
    await page.locator('.fm-captcha progress').waitFor({ state: 'attached' });
    expect(await siteAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await site.done(page);
  });
});
