/**
 * A lead keeps the consent it gave, on PGlite and PostgreSQL: the words of the form's consent box as the
 * visitor read them and the time, shown with the lead; nothing for a box left unticked or a form without one;
 * and a later change of the box's words leaves earlier leads as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, type OwnerClient, type OwnerTestApp, startSignedUpOwner } from './owner-helpers.js';

const WORDS = 'Send me the Luna Bakery newsletter; I can leave at any time';

function withConsent(label: string): Record<string, unknown> {
  const base = lightboxInput({ name: 'Club' });
  const design = base.design as { fields: Record<string, unknown>[] };
  return {
    ...base,
    design: {
      ...design,
      fields: [...design.fields, { id: 'consent', type: 'consent', name: 'poptinDesignInputConsent', label }],
    },
  };
}

describe.each(databases)('the consent a lead gave on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let withBox: string;
  let withoutBox: string;

  async function lead(poptinId: string, email: string, extra: Record<string, string> = {}): Promise<void> {
    const res = await postForm(t.app, '/api/display/conversion/0123456789abc', {
      conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
      poptin_id: poptinId,
      client_id: owner.accountId,
      url: 'https://shop.example/',
      visitor: 'desktop',
      email,
      ...extra,
    });
    expect(res.statusCode).toBe(200);
  }

  async function consentOf(email: string): Promise<unknown> {
    const res = await owner.send('GET', `/api/owner/leads?q=${encodeURIComponent(email)}`);
    return res.json().leads[0].consent;
  }

  beforeAll(async () => {
    ({ t, owner } = await startSignedUpOwner(database));
    withBox = (await owner.send('POST', '/api/owner/popups', withConsent(WORDS))).json().poptin_id;
    withoutBox = (await owner.send('POST', '/api/owner/popups', lightboxInput())).json().poptin_id;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  it('keeps the words of the ticked consent box and when it was given', async () => {
    const before = Date.now();
    await lead(withBox, 'ticked@example.test', { consent: 'true' });
    const consent = (await consentOf('ticked@example.test')) as { text: string; given_at: string };
    expect(consent.text).toBe(WORDS);
    expect(Date.parse(consent.given_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(consent.given_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps no consent for a box left unticked, or a form without a box', async () => {
    await lead(withBox, 'left-blank@example.test');
    await lead(withoutBox, 'nobox@example.test', { consent: 'true' });
    expect(await consentOf('left-blank@example.test')).toBeNull();
    expect(await consentOf('nobox@example.test')).toBeNull();
  });

  it('leaves earlier leads with the words they agreed to when the owner rewords the box', async () => {
    const saved = await owner.send('PUT', `/api/owner/popups/${withBox}`, {
      version: 1,
      popup: withConsent('Other words'),
    });
    expect(saved.statusCode).toBe(200);
    await lead(withBox, 'later@example.test', { consent: 'true' });
    expect(((await consentOf('ticked@example.test')) as { text: string }).text).toBe(WORDS);
    expect(((await consentOf('later@example.test')) as { text: string }).text).toBe('Other words');
  });
});
