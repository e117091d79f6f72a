/**
 * An island whose script cannot load (§8 "Loading chunk failed…", §9 chunk timeout 120 s): its widgets say so
 * instead of staying silently inert, whether the script fails at once or has not run after 120 s.
 */
import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const MESSAGE = 'No se ha podido cargar esta parte de la página. Recárguela para intentarlo de nuevo.';

describe('an island whose script cannot load', () => {
  it('tells the visitor at its widget when the script fails to load', async () => {
    const page = await site.open('/cita/', 1280, 900);
    await page.route('**/islands/form.js', (route) => route.abort('failed'));
    await page.reload();
    const note = page.locator('.island-failed');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe(MESSAGE);
    expect(await note.getAttribute('role')).toBe('alert');
    expect(await note.getAttribute('data-error')).toBe('Loading chunk failed');
    expect(await note.evaluate((n) => n.nextElementSibling?.getAttribute('data-island'))).toBe('form');
    await page.context().close(); // the aborted script is logged as a failed resource, nothing else
  });

  it('tells the visitor once the script has not run after 120 s', async () => {
    const page = await site.open('/cita/', 1280, 900, { fakeClock: true });
    await page.route('**/islands/form.js', () => undefined); // never answered
    await page.reload({ waitUntil: 'commit' });
    await page.locator('[data-island="form"]').waitFor({ state: 'attached' });
    const note = page.locator('.island-failed');
    await page.clock.runFor(119_000);
    expect(await note.count()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe(MESSAGE);
    await page.context().close();
  });
});
