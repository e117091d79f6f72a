/**
 * The owner API's website routes on PGlite and PostgreSQL: an account without a site, creating one from
 * each starter, the theme, custom domains verified through a DNS server on loopback, roles, and bad input.
 */
import type { SiteSummary } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const SITE = '/api/owner/site';

describe.each(databases)('the website owner API on $name', (database) => {
  let t: OwnerTestApp;
  let dns: TestDnsServer;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startOwnerApp(database, { dnsServers: [dns.address] });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  async function owner(prefix: string): Promise<OwnerClient> {
    const client = new OwnerClient(t.app);
    await client.signUp(uniqueEmail(prefix));
    return client;
  }

  it('says an account has no website until it creates one, and lists both starters', async () => {
    const luna = await owner('site-none');
    const none = await luna.send('GET', SITE);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ site: null });
    const answer = (await luna.send('GET', `${SITE}/starters`)).json();
    const starters = answer.starters;
    expect(starters.map((s: { id: string }) => s.id)).toEqual(['blank', 'clinic']);
    expect(starters.find((s: { id: string }) => s.id === 'clinic')).toMatchObject({ products: 12 });
    expect(starters.find((s: { id: string }) => s.id === 'blank')).toMatchObject({ pages: 1, products: 0 });
    expect((await luna.send('PUT', `${SITE}/theme`, {})).statusCode).toBe(400);
  });

  it('says before creation the address a new site gets, which is the one it then answers at', async () => {
    const luna = await owner('site-pattern');
    const { url_pattern: pattern } = (await luna.send('GET', `${SITE}/starters`)).json();
    expect(pattern).toBe('http://{label}.localhost');
    const label = `patron-${Date.now().toString(36)}`;
    const created = await luna.send('POST', SITE, { name: 'Patrón', starter: 'blank', label });
    expect(created.statusCode).toBe(201);
    expect((created.json() as SiteSummary).url).toBe(pattern.replace('{label}', label));
  });

  it('creates a site from the blank starter at an address derived from its name, once', async () => {
    const luna = await owner('site-blank');
    const created = await luna.send('POST', SITE, { name: 'Panadería Luna', starter: 'blank' });
    expect(created.statusCode).toBe(201);
    const site = created.json() as SiteSummary;
    expect(site).toMatchObject({ name: 'Panadería Luna', starter: 'blank' });
    expect(site.url).toMatch(/^http:\/\/panaderia-luna(-\d+)?\.localhost$/);
    expect(site.addresses).toEqual([
      expect.objectContaining({ kind: 'subdomain', verified: true, verification: null, url: site.url }),
    ]);
    expect(site.theme.name).toBe('Panadería Luna');
    expect((await luna.send('GET', SITE)).json()).toEqual({ site });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM site_pages WHERE account_id = $1',
      [luna.accountId],
    );
    expect(rows[0]?.n).toBe(1);
    const again = await luna.send('POST', SITE, { name: 'Otra', starter: 'blank' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_SITE_EXISTS' });
  });

  it('creates a site from the clinic starter with its pages and shop, under the name given', async () => {
    const client = await owner('site-clinic');
    const created = await client.send('POST', SITE, { name: 'Clínica Norte', starter: 'clinic' });
    expect(created.statusCode).toBe(201);
    expect(created.json().theme).toMatchObject({ name: 'Clínica Norte', colours: { primary: '#0b5f5f' } });
    const count = async (table: string) =>
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [
          client.accountId,
        ])
      ).rows[0]?.n;
    expect(await count('site_pages')).toBeGreaterThan(3);
    expect(await count('shop_products')).toBe(12);
  });

  it('refuses an address another site has, and numbers a derived one instead', async () => {
    const first = await owner('site-label-a');
    const label = `tienda-${Date.now().toString(36)}`;
    expect((await first.send('POST', SITE, { name: 'A', starter: 'blank', label })).statusCode).toBe(201);
    const second = await owner('site-label-b');
    const taken = await second.send('POST', SITE, { name: 'B', starter: 'blank', label });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'BK_ERR_SITE_LABEL_TAKEN' });
    expect((await second.send('GET', SITE)).json()).toEqual({ site: null });
    const derived = await second.send('POST', SITE, { name: label, starter: 'blank' });
    expect(derived.statusCode).toBe(201);
    expect(derived.json().url).toBe(`http://${label}-2.localhost`);
  });

  it('saves a theme that keeps the site readable and refuses one that does not, naming the colour', async () => {
    const client = await owner('site-theme');
    const site = (await client.send('POST', SITE, { name: 'Trigo', starter: 'blank' })).json() as SiteSummary;
    const theme = {
      ...site.theme,
      tagline: 'Pan de masa madre',
      colours: { ...site.theme.colours, primary: '#7B341E' },
    };
    const saved = await client.send('PUT', `${SITE}/theme`, theme);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().theme).toMatchObject({ tagline: 'Pan de masa madre', colours: { primary: '#7b341e' } });
    const unreadable = await client.send('PUT', `${SITE}/theme`, {
      ...theme,
      colours: { ...theme.colours, primary: '#ffd54f' },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toMatch(/^body\.colours\.primary: .*contrast of 1\.\d:1/);
    const script = await client.send('PUT', `${SITE}/theme`, {
      ...theme,
      menu: [{ label: 'x', href: 'javascript:alert(1)' }],
    });
    expect(script.statusCode).toBe(400);
    expect((await client.send('GET', SITE)).json().site.theme.colours.primary).toBe('#7b341e');
  });

  it('serves a custom domain only after its TXT record is found, and lets no other account take it', async () => {
    const client = await owner('site-domain');
    await client.send('POST', SITE, { name: 'Dominio', starter: 'blank' });
    const domain = `www.d${Date.now().toString(36)}.example`;
    const added = await client.send('POST', `${SITE}/domains`, { domain: `${domain.toUpperCase()}.` });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ host: domain, kind: 'domain', verified: false, url: `http://${domain}` });
    const record = added.json().verification;
    expect(record).toMatchObject({ type: 'TXT', name: `_beckon.${domain}` });
    expect(t.app.sites.resolve(domain)).toEqual({ kind: 'main' });

    const early = await client.send('POST', `${SITE}/domains/${domain}/verify`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'BK_ERR_DOMAIN_NOT_VERIFIED' });
    expect(early.json().message).toContain(`no TXT record at _beckon.${domain}`);

    dns.txt.set(record.name, ['v=spf1 -all', record.value]);
    const verified = await client.send('POST', `${SITE}/domains/${domain}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ host: domain, verified: true });
    expect(t.app.sites.resolve(domain)).toMatchObject({ kind: 'site', site: { accountId: client.accountId } });

    const other = await owner('site-domain-other');
    await other.send('POST', SITE, { name: 'Otro', starter: 'blank' });
    const stolen = await other.send('POST', `${SITE}/domains`, { domain });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ code: 'BK_ERR_DOMAIN_TAKEN' });
    expect((await other.send('DELETE', `${SITE}/domains/${domain}`)).statusCode).toBe(404);

    expect((await client.send('DELETE', `${SITE}/domains/${domain}`)).statusCode).toBe(204);
    expect(t.app.sites.resolve(domain)).toEqual({ kind: 'main' });
  });

  it('leaves creating the site and its domains to the owner, the theme to editors too', async () => {
    const client = await owner('site-roles');
    const site = (await client.send('POST', SITE, { name: 'Roles', starter: 'blank' })).json() as SiteSummary;
    await t.db.query("UPDATE owners SET role = 'editor' WHERE account_id = $1", [client.accountId]);
    const domain = await client.send('POST', `${SITE}/domains`, { domain: 'roles.example.org' });
    expect(domain.statusCode).toBe(403);
    expect(domain.json()).toMatchObject({ code: 'BK_ERR_SITE_OWNER_ONLY' });
    expect((await client.send('PUT', `${SITE}/theme`, site.theme)).statusCode).toBe(200);
    await t.db.query("UPDATE owners SET role = 'viewer' WHERE account_id = $1", [client.accountId]);
    expect((await client.send('PUT', `${SITE}/theme`, site.theme)).statusCode).toBe(403);
  });

  it('answers malformed names, labels and domains with a 4xx and stores nothing', async () => {
    const client = await owner('site-bad');
    for (const body of [
      { name: '', starter: 'blank' },
      { name: 'x'.repeat(81), starter: 'blank' },
      { name: 'Ok', starter: 'shop' },
      { name: 'Ok', starter: 'blank', label: 'Not A Label' },
      { name: 'Ok', starter: 'blank', label: 'a'.repeat(5_000) },
      { name: 'Ok\u0000', starter: 'blank', extra: 1 },
    ]) {
      const res = await client.send('POST', SITE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await client.send('GET', SITE)).json()).toEqual({ site: null });
    await client.send('POST', SITE, { name: 'Ok', starter: 'blank' });
    for (const domain of ['localhost', 'javascript:alert(1)', 'a..b.com', '-x.com', 'x'.repeat(300), 'ex ample.com']) {
      const res = await client.send('POST', `${SITE}/domains`, { domain });
      expect(res.statusCode, domain.slice(0, 40)).toBe(400);
    }
    expect((await client.send('GET', SITE)).json().site.addresses).toHaveLength(1);
  });
});
