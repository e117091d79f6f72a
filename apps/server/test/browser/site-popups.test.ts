/**
 * Pop-ups and third-party embeds on the clinic site, in Chromium: the site's
 * own Beckon pop-up speaks Spanish; the social SDK (§7 call 5) loads only after
 * consent.
 */
import { describe, expect, it } from 'vitest';
import { SITE_POPUP_ID } from '../../src/demo-ids.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open, done, testPage } = site;

describe('the clinic’s Beckon pop-up', () => {
  it('speaks Spanish, chrome and messages included, when the visitor is about to leave', async () => {
    const page = await open('/dermatitis-atopica/');
    const dialog = page.getByRole('dialog');
    // The pointer leaving through the top edge; repeated until the loader has wired its trigger.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 })));
          return dialog.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.locator('[data-beckon-popup]').getAttribute('data-beckon-popup')).toBe(SITE_POPUP_ID);
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toContain('Antes de irse');
    expect(await dialog.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    await dialog.getByRole('textbox', { name: /Nombre/ }).fill('Ana');
    await dialog.getByRole('button', { name: 'Suscribirme' }).click();
    await expect.poll(() => dialog.getByText('Rellene este campo').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await done(page);
  });
});

describe('the social-network embed', () => {
  it('loads the Spanish v2.10 SDK with its app id only after consent, then parses the embed', async () => {
    const post = 'https://www.facebook.com/clinicaalba/posts/1234567890';
    await testPage('facebook-embed', [
      {
        id: 'fb',
        type: 'social-embed',
        settings: { network: 'facebook', postUrl: post, appId: '1234567890123', title: 'Nuestra última publicación' },
      },
    ]);
    const page = await open('/facebook-embed/');
    const sdk: string[] = [];
    await page.route(/connect\.facebook\.net/, (route) => {
      sdk.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.FB = { init(o) { window.fbInit = o; }, XFBML: { parse(el) {
          window.fbParsed = el.querySelector('.fb-post') && el.querySelector('.fb-post').getAttribute('data-href'); } } };
          window.fbAsyncInit();`,
      });
    });
    expect(await page.locator('.se .fb-post').count()).toBe(0);
    expect(sdk).toEqual([]);
    await page.getByRole('button', { name: 'Cargar contenido de Facebook' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { fbParsed?: string }).fbParsed)).toBe(post);
    expect(sdk).toEqual(['https://connect.facebook.net/es_ES/sdk.js']);
    expect(await page.evaluate(() => (window as unknown as { fbInit: unknown }).fbInit)).toEqual({
      appId: '1234567890123',
      xfbml: false,
      version: 'v2.10',
    });
    await done(page);
  });
});
