/**
 * Edge values a client can send that the database cannot take: dates outside
 * 2000–2100 and pop-up versions beyond int32 are a client's mistake, answered
 * 400 with a readable message, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, type OwnerClient, type OwnerTestApp, startSignedUpOwner } from './owner-helpers.js';

const OUT_OF_RANGE_DAYS = ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'];

describe.each(databases)('dates and versions at the edges on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let key = '';

  beforeAll(async () => {
    ({ t, owner } = await startSignedUpOwner(database));
    key = (await owner.send('POST', '/api/owner/stats-keys')).json().key;
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  function expectDateRefused(res: { statusCode: number; json(): unknown }, field: string): void {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      message: expect.stringContaining(`querystring.${field}: must be a date from 2000-01-01 to 2100-12-31`),
    });
  }

  it.each(OUT_OF_RANGE_DAYS)('answers leads filtered from or to %s with 400', async (day) => {
    expectDateRefused(await owner.send('GET', `/api/owner/leads?from=${day}`), 'from');
    expectDateRefused(await owner.send('GET', `/api/owner/leads?to=${day}`), 'to');
    expectDateRefused(await owner.send('GET', `/api/owner/leads.csv?from=${day}`), 'from');
  });

  it.each(OUT_OF_RANGE_DAYS)('answers results from %s with 400', async (day) => {
    expectDateRefused(await owner.send('GET', `/api/owner/results?from=${day}&to=${day}`), 'from');
    expectDateRefused(await owner.send('GET', `/api/owner/results?from=2026-01-01&to=${day}`), 'to');
  });

  it.each(OUT_OF_RANGE_DAYS)('answers statistics reports from %s with 400', async (day) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/sites/${owner.accountId}/visitors?from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expectDateRefused(res, 'from');
  });

  it('still answers the first and the last allowed day', async () => {
    expect((await owner.send('GET', '/api/owner/leads?from=2000-01-01&to=2100-12-31')).statusCode).toBe(200);
    expect((await owner.send('GET', '/api/owner/results?from=2100-12-01&to=2100-12-31')).statusCode).toBe(200);
  });

  it.each([2_147_483_648, 2 ** 53 - 1])('answers a pop-up save with version %d with 400', async (version) => {
    const created = (await owner.send('POST', '/api/owner/popups', lightboxInput())).json();
    const res = await owner.send('PUT', `/api/owner/popups/${created.poptin_id}`, { version, popup: lightboxInput() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FST_ERR_VALIDATION', message: expect.stringContaining('body.version') });
  });

  it('still saves at the largest int32 version as a conflict, not an error', async () => {
    const created = (await owner.send('POST', '/api/owner/popups', lightboxInput())).json();
    const res = await owner.send('PUT', `/api/owner/popups/${created.poptin_id}`, {
      version: 2_147_483_647,
      popup: lightboxInput(),
    });
    expect(res.statusCode).toBe(409);
  });
});
