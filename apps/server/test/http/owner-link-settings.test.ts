/**
 * Link and address settings take only http(s), mailto: and tel: addresses and paths on the site, checked
 * by the schema when they are saved: a `javascript:`, `data:` or `vbscript:` address, in any spelling a
 * browser would still run (mixed case, leading spaces or controls, tabs and newlines inside the scheme),
 * is refused with a 400 naming the setting, and nothing is stored. For the page editor's widgets, the
 * site's menu, and a pop-up's redirect and button addresses even while the switch that uses them is off.
 */
import type { EditorPage } from '@beckon/owner-api';
import type { PageNode } from '@beckon/page-widgets/document/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { oneColumnDocument } from '../helpers/editor-pages.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, OwnerClient, type OwnerTestApp, startOwnerApp } from './owner-helpers.js';

const PAGES = '/api/owner/site/pages';

/** Each hostile address in the spellings a browser would still run as its scheme. */
function hostileAddresses(): string[] {
  const payloads = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];
  const out: string[] = [];
  for (const payload of payloads) {
    const colon = payload.indexOf(':');
    const scheme = payload.slice(0, colon);
    const rest = payload.slice(colon);
    const mixed = [...scheme].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
    out.push(
      payload,
      `${scheme.toUpperCase()}${rest}`,
      `${mixed}${rest}`,
      ` ${payload}`,
      `\t${payload}`,
      `\u0001${payload}`,
      `${scheme.slice(0, 2)}\t${scheme.slice(2)}${rest}`,
      `${scheme.slice(0, 3)}\n${scheme.slice(3)}${rest}`,
      `${scheme.slice(0, 1)}\r\n${scheme.slice(1)}${rest}`,
      `${payload} `,
    );
  }
  return out;
}
const HOSTILE = hostileAddresses();

/** One page node per link setting of the page editor's widgets, with `href` in it. */
const widgetsWith = (href: string): Array<[setting: string, node: PageNode]> => [
  ['button href', { id: 'w-1', type: 'button', settings: { label: 'Ir', href } }],
  ['nav-menu item href', { id: 'w-1', type: 'nav-menu', settings: { items: [{ label: 'Uno', href }] } }],
  [
    'nav-menu link href',
    { id: 'w-1', type: 'nav-menu', settings: { items: [{ label: 'Uno', links: [{ label: 'Dos', href }] }] } },
  ],
  [
    'mega-menu link href',
    { id: 'w-1', type: 'mega-menu', settings: { tabs: [{ title: 'Uno', links: [{ label: 'Dos', href }] }] } },
  ],
  [
    'slides buttonHref',
    { id: 'w-1', type: 'slides', settings: { slides: [{ heading: 'Uno', buttonText: 'Ir', buttonHref: href }] } },
  ],
  ['lottie customLink', { id: 'w-1', type: 'lottie', settings: { customLink: href } }],
  [
    'lottie sourceExternalUrl',
    { id: 'w-1', type: 'lottie', settings: { source: 'external_url', sourceExternalUrl: href } },
  ],
  ['share-buttons shareUrl', { id: 'w-1', type: 'share-buttons', settings: { shareUrl: href } }],
  [
    'countdown redirectUrl',
    { id: 'w-1', type: 'countdown', settings: { expireActions: [{ type: 'redirect', redirectUrl: href }] } },
  ],
];

describe.each(databases)('link settings checked at save on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let page: EditorPage;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    await seedSite(t.db);
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    const created = await owner.send('POST', PAGES, { slug: 'enlaces', title: 'Enlaces' });
    expect(created.statusCode).toBe(201);
    page = created.json();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  const saveDraft = (node: PageNode) =>
    owner.send('PUT', `${PAGES}/${page.page_id}/draft`, {
      version: page.version,
      title: 'Enlaces',
      document: oneColumnDocument([node]),
    });

  it('saves every widget link setting with a web, mail or phone address or a path', async () => {
    for (const href of [
      'https://clinica.example/citas',
      '/contacto/',
      'mailto:hola@clinica.example',
      'tel:+34900100200',
    ]) {
      for (const [setting, node] of widgetsWith(href)) {
        // Addresses a browser fetches or shares are absolute: paths and mail or phone links are not URLs there.
        if (!href.startsWith('https:') && /sourceExternalUrl|shareUrl|redirectUrl/.test(setting)) continue;
        const res = await saveDraft(node);
        expect(res.statusCode, `${setting} = ${href}: ${res.body}`).toBe(200);
        page = { ...page, version: res.json().version };
      }
    }
  });

  it('refuses a script or data address in any widget link setting and stores nothing', async () => {
    const before = (await owner.send('GET', `${PAGES}/${page.page_id}`)).body;
    for (const href of HOSTILE) {
      for (const [setting, node] of widgetsWith(href)) {
        const res = await saveDraft(node);
        expect(res.statusCode, `${setting} = ${JSON.stringify(href)}`).toBe(400);
        expect(res.json().message, setting).toMatch(
          /^document\.content\[0\]\.children\[0\]\.children\[0\]\.settings\./,
        );
      }
    }
    expect((await owner.send('GET', `${PAGES}/${page.page_id}`)).body).toBe(before);
  });

  it('names the rule in the refusal of a widget link', async () => {
    const res = await saveDraft(widgetsWith(' javascript:alert(1)')[0]?.[1] as PageNode);
    expect(res.json().message).toBe(
      'document.content[0].children[0].children[0].settings.href: must be an http(s), mailto: or tel: address, or a path',
    );
  });

  it('refuses a script or data address in the site menu and stores nothing', async () => {
    const site = (await owner.send('GET', '/api/owner/site')).json().site;
    for (const href of HOSTILE) {
      const res = await owner.send('PUT', '/api/owner/site/theme', { ...site.theme, menu: [{ label: 'x', href }] });
      expect(res.statusCode, JSON.stringify(href)).toBe(400);
    }
    expect((await owner.send('GET', '/api/owner/site')).json().site.theme.menu).toEqual(site.theme.menu);
  });

  it('refuses a script or data address as a pop-up’s redirect or button address while its switch is off', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM popups')).rows[0]?.n;
    const before = await count();
    const design = lightboxInput().design as { screens: { main: unknown[] } };
    const withDesign = (changes: Record<string, unknown>) => lightboxInput({ design: { ...design, ...changes } });
    for (const url of HOSTILE) {
      const redirect = withDesign({
        design_properties: { poptin_design_redirect: false, poptin_design_redirect_url: url },
      });
      const res = await owner.send('POST', '/api/owner/popups', redirect);
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json().message).toMatch(/^body\.design\.design_properties\.poptin_design_redirect_url: /);
      const button = withDesign({
        screens: {
          ...design.screens,
          main: [...design.screens.main, { kind: 'button', label: 'Cerrar', action: 'close', url }],
        },
      });
      const refused = await owner.send('POST', '/api/owner/popups', button);
      expect(refused.statusCode, JSON.stringify(url)).toBe(400);
      expect(refused.json().message).toMatch(/^body\.design\.screens\.main\[2\]\.url: /);
    }
    expect(await count()).toBe(before);
    const off = withDesign({
      design_properties: { poptin_design_redirect: false, poptin_design_redirect_url: 'https://clinica.example/' },
    });
    expect((await owner.send('POST', '/api/owner/popups', off)).statusCode).toBe(201);
  });
});
