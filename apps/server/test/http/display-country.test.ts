/**
 * The display answer's country from the requester's IP: the bundled DB-IP Lite
 * database when no edge header names a country, the edge header first when one
 * does, and the IP kept nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { insertAccount, insertPopup } from '../../src/seed.js';
import { displayBody, VIEWER_ID, viewedBody } from '../helpers/payloads.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/${DEMO_CLIENT_ID}`;

describe.each(databases)('the display answer country on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const ask = async (ip: string, headers: Record<string, string> = {}, remembered?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: JSON.stringify({ ...displayBody(), ...(remembered === undefined ? {} : { cc: remembered }) }),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const { country, country_code, cc, ip: echoed } = res.json();
    return { country, country_code, cc, ip: echoed };
  };

  it.each([
    ['8.8.8.8', 'US', 'United States'],
    ['1.1.1.1', 'AU', 'Australia'],
    ['81.2.69.142', 'GB', 'United Kingdom'],
    ['5.29.0.1', 'IL', 'Israel'],
    ['2a00:1450:4001:80b::200e', 'DE', 'Germany'],
  ])('names the country of %s from the bundled database', async (ip, code, name) => {
    expect(await ask(ip)).toEqual({ country: name, country_code: code, cc: code, ip });
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1'])('leaves the country empty for %s', async (ip) => {
    expect(await ask(ip)).toMatchObject({ country: '', country_code: '', cc: '' });
  });

  it('prefers an edge header over the database, and falls back when it says unknown', async () => {
    expect(await ask('8.8.8.8', { 'cf-ipcountry': 'FR' })).toMatchObject({ country_code: 'FR', country: 'France' });
    expect(await ask('8.8.8.8', { 'cf-ipcountry': 'XX' })).toMatchObject({ country_code: 'US' });
  });

  it("takes the browser's remembered country (cc) only when the header and the database know none", async () => {
    expect(await ask('10.1.2.3', {}, 'ES')).toMatchObject({ country_code: 'ES', cc: 'ES', country: 'Spain' });
    expect(await ask('8.8.8.8', {}, 'ES')).toMatchObject({ country_code: 'US' });
    expect(await ask('10.1.2.3', { 'cf-ipcountry': 'FR' }, 'ES')).toMatchObject({ country_code: 'FR' });
    expect(await ask('10.1.2.3', {}, 'XX')).toMatchObject({ country_code: '' });
    expect(await ask('10.1.2.3', {}, 'es')).toMatchObject({ country_code: '' });
  });

  it('leaves out pop-ups whose country targeting excludes the visitor, keeping the others', async () => {
    const client = 'c0c0c0c0c0c00';
    await insertAccount(t.db, { accountId: client, name: 'Countries' });
    const popups = {
      ukOnly: 'c0c0c0c0c0c01',
      notUk: 'c0c0c0c0c0c02',
      everywhere: 'c0c0c0c0c0c03',
    };
    const targeting = {
      ukOnly: { country_include: ['GB'] },
      notUk: { country_exclude: ['GB'] },
      everywhere: {},
    };
    for (const [key, id] of Object.entries(popups)) {
      await insertPopup(t.db, {
        accountId: client,
        poptinId: id,
        name: key,
        triggers: {},
        targeting: targeting[key as keyof typeof targeting],
        design: { screens: { main: [{ kind: 'heading', text: key }] } },
      });
    }
    const idsFor = async (ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/display/${client}`,
        payload: JSON.stringify(displayBody()),
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      });
      return res.json().poptins.map((p: { poptin_id: string }) => p.poptin_id);
    };
    expect(await idsFor('81.2.69.142')).toEqual([popups.ukOnly, popups.everywhere]);
    expect(await idsFor('8.8.8.8')).toEqual([popups.notUk, popups.everywhere]);
    // No known country: an include list cannot match, an exclude list does not apply.
    expect(await idsFor('10.0.0.1')).toEqual([popups.notUk, popups.everywhere]);
  });

  it('stores the IP nowhere, even after a view is reported from it', async () => {
    const ip = '81.2.69.142';
    await ask(ip);
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${DEMO_TIMER_POPUP_ID}`,
      payload: JSON.stringify(viewedBody({ viewer_id: VIEWER_ID })),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expect(viewed.statusCode).toBe(200);
    await t.app.display.drain();
    const { rows: tables } = await t.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${name}" AS r WHERE r::text LIKE $1`,
        [`%${ip}%`],
      );
      if ((rows[0]?.n ?? 0) > 0) holding.push(name);
    }
    expect(holding).toEqual([]);
  });
});
