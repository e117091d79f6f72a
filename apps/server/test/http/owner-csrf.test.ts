import { describe, expect, it } from 'vitest';
import { databases } from '../helpers/test-databases.js';
import { lightboxInput, OwnerClient, uniqueEmail, useSignedUpOwner } from './owner-helpers.js';

describe.each(databases)('owner API CSRF protection on $name', (database) => {
  const t = useSignedUpOwner(database);

  const popupCount = async () =>
    (await t.db.query('SELECT 1 FROM popups WHERE account_id = $1', [t.owner.accountId])).rows.length;

  it('refuses a state-changing request without the x-csrf-token header with 403 and changes nothing', async () => {
    const before = await popupCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/popups',
      headers: { cookie: t.owner.cookie, 'content-type': 'application/json' },
      payload: lightboxInput(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'BK_ERR_CSRF' });
    expect(await popupCount()).toBe(before);
  });

  it('refuses a wrong token and a token that belongs to another session', async () => {
    const other = new OwnerClient(t.app);
    await other.signUp(uniqueEmail());
    for (const token of ['x'.repeat(43), other.csrf]) {
      const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(), { 'x-csrf-token': token });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses sign-out without the token, so a forged page cannot sign the owner out', async () => {
    const res = await t.owner.send('POST', '/api/owner/sign-out', undefined, { 'x-csrf-token': '' });
    expect(res.statusCode).toBe(403);
    expect((await t.owner.send('GET', '/api/owner/session')).statusCode).toBe(200);
  });

  it('refuses a request the browser marks Sec-Fetch-Site cross-site, even with the right token', async () => {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BK_ERR_CROSS_SITE');
  });

  it('refuses a request from another Origin when Sec-Fetch-Site is absent', async () => {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BK_ERR_CROSS_SITE');
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const res = await new OwnerClient(t.app).send(
      'POST',
      '/api/owner/sign-in',
      { email: 'demo@beckon.test', password: 'beckon-demo-2026' },
      { 'sec-fetch-site': 'same-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });

  it('refuses a form or text/plain body, which a cross-site form could send without a preflight', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.owner.send('POST', '/api/owner/popups', 'name=x', { 'content-type': type });
      expect(res.statusCode).toBe(415);
    }
  });

  it('accepts a same-origin request that carries the token', async () => {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput(), {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:80',
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets reads through without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/popups', headers: { cookie: t.owner.cookie } });
    expect(res.statusCode).toBe(200);
  });
});
