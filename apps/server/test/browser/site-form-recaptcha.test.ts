/**
 * The site form's reCAPTCHA v3 adapter in Chromium, with no internet: the server is configured with keys
 * and a fake siteverify, and Google's script is a fake `grecaptcha` served through page.route. The submit
 * waits until the API is ready (polled every 350 ms), executes it for the form's action, and the token
 * reaches the server in the hidden `g-recaptcha-response` field, which checks it and stores the submission.
 */
import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const SITE_KEY = 'test-site-key-0123456789';
const verified: string[] = [];

const site = useSiteBrowser({
  recaptcha: {
    siteKey: SITE_KEY,
    secretKey: 'test-secret',
    minScore: 0.5,
    async fetch(_url, init) {
      verified.push(new URLSearchParams(String(init?.body)).get('response') ?? '');
      return Response.json({ success: true, score: 0.9, action: 'form_send' });
    },
  },
});

/** Google's script, faked: the API appears only when the test calls `__recaptchaReady()`. */
const FAKE_API = `window.__executed = [];
window.__recaptchaReady = () => {
  window.grecaptcha = {
    ready(callback) { callback(); },
    execute(key, options) {
      window.__executed.push([key, options.action]);
      return Promise.resolve('fake-token-' + window.__executed.length);
    },
  };
};`;

describe('the form with reCAPTCHA v3', () => {
  it('waits for the API on submit, then sends its token in the hidden field to the server', async () => {
    await site.testPage('recaptcha', [
      {
        id: 'contacto',
        type: 'form',
        settings: { captcha: 'altcha', fields: [{ id: 'nombre', type: 'text', label: 'Nombre', required: true }] },
      },
    ]);
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_API }),
    );
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/site/api/forms/send')) bodies.push(r.postData() ?? '');
    });
    await page.goto(`${site.server.origin}/recaptcha/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('input[type="hidden"][name="g-recaptcha-response"]').count()).toBe(1);

    await page.locator('#contacto-field-nombre').fill('Lucía');
    await page.locator('.fm-submit').focus();
    await page.keyboard.press('Enter');
    // Without the API the form waits, sending nothing, and tries again every 350 ms.
    await expect.poll(() => page.locator('form.fm').getAttribute('aria-busy')).toBe('true');
    expect(bodies).toEqual([]);
    await page.evaluate(() => (window as unknown as { __recaptchaReady(): void }).__recaptchaReady());

    await expect.poll(() => page.locator('.fm-message-success').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __executed: unknown }).__executed)).toEqual([
      [SITE_KEY, 'form_send'],
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatch(/name="g-recaptcha-response"\r\n\r\nfake-token-1\r\n/);
    expect(verified).toEqual(['fake-token-1']);
    const { rows } = await site.server.db.query<{ fields: unknown }>(
      "SELECT fields FROM site_form_submissions WHERE form_id = 'contacto'",
    );
    expect(rows).toHaveLength(1);
    // A spent token is not kept for the next submit.
    expect(await page.locator('input[name="g-recaptcha-response"]').inputValue()).toBe('');
    await context.close();
    expect(errors).toEqual([]);
  });
});
