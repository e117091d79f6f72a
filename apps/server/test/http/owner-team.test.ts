/**
 * The team API and its roles on PGlite and PostgreSQL: the owner invites by mail, the invitee joins from the
 * single-use, expiring link with the role it names (an editor may save a page draft, a viewer may not), only
 * an owner manages the team, the account keeps its last owner, and a removed member's session stops working.
 */
import type { Queryable } from '@beckon/db';
import type { SessionAnswer, TeamAnswer, TeamInvitation } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { insertWebhookWithinLimit } from '../../src/plugins/owner/webhook-repository.js';
import { heading, oneColumnDocument } from '../helpers/editor-pages.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import {
  lightboxInput,
  OwnerClient,
  type OwnerTestApp,
  outboxFor,
  startOwnerApp,
  uniqueEmail,
} from './owner-helpers.js';

const TEAM = '/api/owner/team';
const PASSWORD = 'team password 2026';

/** The account id and token of the newest invitation link mailed to `email`. */
async function invitationLink(db: Queryable, email: string): Promise<{ account_id: string; token: string }> {
  const mail = (await outboxFor(db, email)).findLast((m) => m.kind === 'team-invitation');
  const match = mail?.body_text.match(/\/admin\/join\?account=([0-9a-f]{13})&token=([A-Za-z0-9_-]{43})/);
  if (!match?.[1] || !match[2]) throw new Error(`no invitation link was mailed to ${email}`);
  return { account_id: match[1], token: match[2] };
}

const pageDocument = (text: string) => oneColumnDocument([heading(text)]);

describe.each(databases)('the team API on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let editor: OwnerClient;
  let viewer: OwnerClient;
  let pageId: number;
  const editorEmail = uniqueEmail('editor');
  const viewerEmail = uniqueEmail('viewer');
  let editorLink: { account_id: string; token: string };

  const invite = (email: string, role: string, by = owner) => by.send('POST', `${TEAM}/invitations`, { email, role });
  const team = async (client: OwnerClient) => (await client.send('GET', TEAM)).json() as TeamAnswer;
  const idOf = async (email: string) => (await team(owner)).members.find((m) => m.email === email)?.owner_id ?? '';
  const saveDraft = (client: OwnerClient, version: number) =>
    client.send('PUT', `/api/owner/site/pages/${pageId}/draft`, {
      version,
      title: 'Equipo',
      document: pageDocument(`Guardado en la versión ${version}`),
    });

  /** Invites `email` as `role` and joins from the mailed link with a fresh client. */
  async function join(email: string, role: 'editor' | 'viewer'): Promise<OwnerClient> {
    expect((await invite(email, role)).statusCode).toBe(201);
    const link = await invitationLink(t.db, email);
    const client = new OwnerClient(t.app);
    const joined = await client.send('POST', `${TEAM}/join`, { ...link, password: PASSWORD });
    expect(joined.statusCode).toBe(201);
    client.csrf = joined.json().csrf_token;
    client.accountId = link.account_id;
    return client;
  }

  beforeAll(async () => {
    t = await startOwnerApp(database);
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    const created = await owner.send('POST', '/api/owner/site/pages', { slug: 'equipo', title: 'Equipo' });
    expect(created.statusCode).toBe(201);
    pageId = created.json().page_id;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('mails an invitation whose link shows the account and role, and lets the editor save a page draft', async () => {
    const sent = await invite(editorEmail.toUpperCase(), 'editor');
    expect(sent.statusCode).toBe(201);
    expect(sent.json() as TeamInvitation).toMatchObject({ email: editorEmail, role: 'editor' });
    editorLink = await invitationLink(t.db, editorEmail);
    const preview = await new OwnerClient(t.app).send('POST', `${TEAM}/join/preview`, editorLink);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email: editorEmail, role: 'editor' });

    editor = new OwnerClient(t.app);
    const joined = await editor.send('POST', `${TEAM}/join`, { ...editorLink, password: PASSWORD });
    expect(joined.statusCode).toBe(201);
    editor.csrf = joined.json().csrf_token;
    expect(joined.json().owner.email).toBe(editorEmail);
    expect(joined.json().role).toBe('editor');

    expect((await saveDraft(editor, 1)).statusCode).toBe(200);
    const members = (await team(owner)).members.map((m) => [m.email, m.role]);
    expect(members).toContainEqual([editorEmail, 'editor']);
    expect((await team(owner)).invitations.map((i) => i.email)).not.toContain(editorEmail);
  });

  it('refuses an invitation link the second time it is used', async () => {
    const again = await new OwnerClient(t.app).send('POST', `${TEAM}/join`, { ...editorLink, password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_INVITATION_LINK_INVALID' });
    expect(again.json().message).toContain('already used');
  });

  it('refuses an expired invitation link, and a link replaced by a newer invitation', async () => {
    const email = uniqueEmail('late');
    await invite(email, 'viewer');
    const first = await invitationLink(t.db, email);
    await invite(email, 'editor');
    const replaced = await new OwnerClient(t.app).send('POST', `${TEAM}/join/preview`, first);
    expect(replaced.statusCode).toBe(400);

    const second = await invitationLink(t.db, email);
    await t.db.query("UPDATE team_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1", [email]);
    const expired = await new OwnerClient(t.app).send('POST', `${TEAM}/join`, { ...second, password: PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('expired');
  });

  it('lets a viewer read the team and the account, and refuses them every write with 403', async () => {
    viewer = await join(viewerEmail, 'viewer');
    const seen = await team(viewer);
    expect(seen).toMatchObject({ your_role: 'viewer', can_manage: false, invitations: [] });
    expect(seen.members.map((m) => m.email)).toContain(DEMO_OWNER_EMAIL);

    const save = await saveDraft(viewer, 2);
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(
      'your role (viewer) may only read this account: ask the account owner to make you an editor',
    );
    // Every other write of the account too (a pop-up here), while reading and their own sign-out stay open.
    const popup = await viewer.send('POST', '/api/owner/popups', lightboxInput());
    expect(popup.statusCode).toBe(403);
    expect(popup.json()).toMatchObject({ code: 'BK_ERR_READ_ONLY_ROLE' });
    expect((await viewer.send('GET', '/api/owner/popups')).statusCode).toBe(200);
    const friend = await invite(uniqueEmail('friend'), 'editor', viewer);
    expect(friend.json()).toMatchObject({ statusCode: 403, code: 'BK_ERR_READ_ONLY_ROLE' });

    for (const res of [
      await invite(uniqueEmail('friend'), 'viewer', editor),
      await editor.send('PUT', `${TEAM}/members/${await idOf(viewerEmail)}`, { role: 'owner' }),
      await editor.send('DELETE', `${TEAM}/members/${await idOf(viewerEmail)}`),
    ]) {
      // An editor may change the site, not the team.
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_TEAM_ROLE' });
      expect(res.json().message).toMatch(/^only the account's owner may manage the team; your role is editor/);
    }
  });

  it('keeps webhooks, integrations, Stats API keys, payment details and account settings to the owner: an editor is refused', async () => {
    const count = async (table: string) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
    const hook = await owner.send('POST', '/api/owner/webhooks', { url: 'https://hooks.example.org/leads' });
    const before = { webhooks: await count('webhook_endpoints'), keys: await count('account_api_keys') };
    const settings = await owner.send('GET', '/api/owner/account/settings');
    const payments = await owner.send('GET', '/api/owner/shop/payments');
    const attempts: [Promise<{ statusCode: number; json(): { code: string; message: string } }>, string][] = [
      [editor.send('POST', '/api/owner/webhooks', { url: 'https://collector.example.net/leads' }), 'add webhooks'],
      [editor.send('POST', '/api/owner/stats-keys', { label: 'mine' }), 'create Stats API keys'],
      [editor.send('PUT', '/api/owner/account/settings', { restriction_setting: 'upgrade' }), "change the account's"],
      [editor.send('PUT', '/api/owner/lead-email', { new_lead_email: false }), 'change where new leads are mailed'],
      [
        editor.send('POST', '/api/owner/integrations', {
          provider: 'mailchimp',
          api_key: 'f3c1d2e4a5b6c7d8e9f0-us21',
          list_id: 'a1b2c3d4e5',
        }),
        'connect integrations',
      ],
      [
        editor.send('POST', '/api/owner/integrations/lists', { provider: 'brevo', api_key: 'xkeysib-0123456789' }),
        'connect integrations',
      ],
      [editor.send('PUT', '/api/owner/integrations/0123456789abc', { enabled: false }), 'change integrations'],
      [editor.send('DELETE', '/api/owner/integrations/0123456789abc'), 'remove integrations'],
      [editor.send('POST', '/api/owner/integrations/0123456789abc/test'), 'send test leads'],
      [
        editor.send('PUT', '/api/owner/shop/payments', {
          transfer_account: 'ES9121000418450200051332',
        }),
        'change where payments go',
      ],
    ];
    if (hook.statusCode === 201) {
      const id = (hook.json() as unknown as { endpoint_id: string }).endpoint_id;
      attempts.push([editor.send('PUT', `/api/owner/webhooks/${id}`, { enabled: false }), 'change webhooks']);
      attempts.push([editor.send('DELETE', `/api/owner/webhooks/${id}`), 'remove webhooks']);
      attempts.push([editor.send('POST', `/api/owner/webhooks/${id}/test`), 'send test leads']);
    }
    for (const [pending, what] of attempts) {
      const res = await pending;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_OWNER_ONLY' });
      expect(res.json().message).toContain(`only the account's owner may ${what}`);
    }
    expect({ webhooks: await count('webhook_endpoints'), keys: await count('account_api_keys') }).toEqual(before);
    expect((await owner.send('GET', '/api/owner/account/settings')).json()).toEqual(settings.json());
    expect((await owner.send('GET', '/api/owner/shop/payments')).json()).toEqual(payments.json());
    // The owner may; an editor still reads them.
    expect((await owner.send('POST', '/api/owner/stats-keys', { label: 'owner' })).statusCode).toBe(201);
    expect((await editor.send('GET', '/api/owner/stats-keys')).statusCode).toBe(200);
    expect((await editor.send('GET', '/api/owner/lead-delivery')).statusCode).toBe(200);
  });

  it('tells each signed-in person their own role in the session answer, so the dashboard hides what is refused', async () => {
    const roleOf = async (client: OwnerClient) => {
      const res = await client.send('GET', '/api/owner/session');
      expect(res.statusCode).toBe(200);
      return (res.json() as SessionAnswer).role;
    };
    expect(await roleOf(owner)).toBe('owner');
    expect(await roleOf(editor)).toBe('editor');
    expect(await roleOf(viewer)).toBe('viewer');
    // Read afresh: a role the owner changes shows at the session's next read, without signing in again.
    const viewerId = await idOf(viewerEmail);
    expect((await owner.send('PUT', `${TEAM}/members/${viewerId}`, { role: 'editor' })).statusCode).toBe(200);
    expect(await roleOf(viewer)).toBe('editor');
    expect((await owner.send('PUT', `${TEAM}/members/${viewerId}`, { role: 'viewer' })).statusCode).toBe(200);
    expect(await roleOf(viewer)).toBe('viewer');
  });

  it('lets the owner change a role, which applies at the next request', async () => {
    const changed = await owner.send('PUT', `${TEAM}/members/${await idOf(viewerEmail)}`, { role: 'editor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: viewerEmail, role: 'editor', is_you: false });
    expect((await saveDraft(viewer, 2)).statusCode).toBe(200);
    await owner.send('PUT', `${TEAM}/members/${await idOf(viewerEmail)}`, { role: 'viewer' });
    expect((await saveDraft(viewer, 3)).statusCode).toBe(403);
  });

  it('keeps the last owner: they can neither demote nor remove themselves until another owner exists', async () => {
    const me = await idOf(DEMO_OWNER_EMAIL);
    for (const res of [
      await owner.send('PUT', `${TEAM}/members/${me}`, { role: 'editor' }),
      await owner.send('DELETE', `${TEAM}/members/${me}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_LAST_OWNER' });
    }
    const editorId = await idOf(editorEmail);
    expect((await owner.send('PUT', `${TEAM}/members/${editorId}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await owner.send('PUT', `${TEAM}/members/${me}`, { role: 'editor' })).statusCode).toBe(200);
    // The editor-turned-owner is now the last owner, and hands the account back.
    expect((await editor.send('DELETE', `${TEAM}/members/${editorId}`)).statusCode).toBe(409);
    expect((await editor.send('PUT', `${TEAM}/members/${me}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await owner.send('PUT', `${TEAM}/members/${editorId}`, { role: 'editor' })).statusCode).toBe(200);
  });

  it('ends a removed member’s sessions at once', async () => {
    const viewerId = await idOf(viewerEmail);
    expect((await viewer.send('GET', TEAM)).statusCode).toBe(200);
    expect((await owner.send('DELETE', `${TEAM}/members/${viewerId}`)).statusCode).toBe(204);
    // A route that reads no member row: only the ended session refuses it.
    expect((await viewer.send('GET', '/api/owner/popups')).statusCode).toBe(401);
    const { rows } = await t.db.query('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [viewerId]);
    expect(rows).toEqual([]);
    expect((await team(owner)).members.map((m) => m.email)).not.toContain(viewerEmail);
  });

  it('invites an address that signs in elsewhere like any other, and tells only the link’s holder it cannot join', async () => {
    const elsewhere = uniqueEmail('elsewhere');
    await t.db.query("INSERT INTO accounts (account_id, name) VALUES ('0123456789abc', 'Other clinic')");
    await t.db.query(
      "INSERT INTO owners (account_id, owner_id, email, password_hash) VALUES ('0123456789abc', 'abcdef0123456', $1, 'x')",
      [elsewhere],
    );
    const sent = await invite(elsewhere, 'editor');
    expect(sent.statusCode).toBe(201);
    const link = await invitationLink(t.db, elsewhere);
    for (const res of [
      await new OwnerClient(t.app).send('POST', `${TEAM}/join/preview`, link),
      await new OwnerClient(t.app).send('POST', `${TEAM}/join`, { ...link, password: PASSWORD }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('one email can belong to one account only');
    }
    // Another account's member is not this owner's to change.
    expect((await owner.send('PUT', `${TEAM}/members/abcdef0123456`, { role: 'viewer' })).statusCode).toBe(404);
    expect((await owner.send('DELETE', `${TEAM}/members/abcdef0123456`)).statusCode).toBe(404);
  });

  it('answers bad input with a 4xx that names the problem', async () => {
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [invite('not-an-email', 'editor'), 400, 'body.email'],
      [invite(uniqueEmail(), 'owner'), 400, 'body.role: must be one of'],
      [invite(DEMO_OWNER_EMAIL, 'viewer'), 409, 'already a member'],
      [owner.send('PUT', `${TEAM}/members/nope`, { role: 'editor' }), 400, 'ownerId'],
      [owner.send('PUT', `${TEAM}/members/0000000000000`, { role: 'boss' }), 400, 'body.role'],
      [owner.send('PUT', `${TEAM}/members/0000000000000`, { role: 'editor' }), 404, 'not found'],
      [owner.send('DELETE', `${TEAM}/invitations/0000000000000`), 404, 'not found'],
      [
        owner.send('POST', `${TEAM}/join`, { account_id: '0123456789abc', token: 'short', password: PASSWORD }),
        400,
        'token',
      ],
      [owner.send('POST', `${TEAM}/join`, { ...editorLink, password: 'short' }), 400, 'at least 8'],
    ];
    for (const [pending, status, text] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(text);
    }
  });

  it('lists what a leaving member made, marked with their email, and revokes it with them in one step', async () => {
    const email = uniqueEmail('leaver');
    const leaver = await join(email, 'editor');
    const leaverId = await idOf(email);
    // Made while they were an owner (keys and webhooks are the owner's), then as an editor (a coupon).
    expect((await owner.send('PUT', `${TEAM}/members/${leaverId}`, { role: 'owner' })).statusCode).toBe(200);
    const made = await leaver.send('POST', '/api/owner/stats-keys', { label: 'my laptop' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ label: 'my laptop', created_by: email });
    const key = made.json().key as string;
    const hook = await insertWebhookWithinLimit(t.db, leaver.accountId, 'https://collector.example.net/x', 5, leaverId);
    expect(hook?.created_by_email).toBe(email);
    expect((await owner.send('PUT', `${TEAM}/members/${leaverId}`, { role: 'editor' })).statusCode).toBe(200);
    const coupon = await leaver.send('POST', '/api/owner/shop/coupons', {
      code: 'Regalo-100',
      kind: 'percent',
      amount: 10000,
      expires_at: null,
      usage_limit: null,
    });
    expect(coupon.statusCode).toBe(201);
    expect(coupon.json()).toMatchObject({ code: 'regalo-100', created_by: email });
    const reports = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/statistics/sites/${leaver.accountId}/visitors`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await reports()).statusCode).toBe(200);

    // Integrations need a tool on loopback to be added through the API (owner-integrations.test.ts); one made
    // by the leaver is written here as that route writes it.
    await t.db.query(
      `INSERT INTO lead_integrations (account_id, integration_id, provider, api_key_sealed, api_key_last4, list_id,
         list_name, created_by, created_by_email)
       VALUES ($1, '00000000000a1', 'brevo', 'v1.x.y.z', 'abcd', '2', 'Newsletter', $2, $3)`,
      [owner.accountId, leaverId, email],
    );
    const listed = await owner.send('GET', `${TEAM}/members/${leaverId}/made`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      stats_keys: [{ key_id: made.json().key_id, label: 'my laptop', prefix: made.json().prefix }],
      webhooks: [{ endpoint_id: hook?.endpoint_id, url: 'https://collector.example.net/x' }],
      integrations: [{ integration_id: '00000000000a1', tool: 'Brevo', list_name: 'Newsletter' }],
      coupons: [{ code: 'regalo-100' }],
    });
    expect((await leaver.send('GET', `${TEAM}/members/${leaverId}/made`)).statusCode).toBe(403);
    expect((await owner.send('GET', `${TEAM}/members/0000000000000/made`)).statusCode).toBe(404);
    expect((await owner.send('DELETE', `${TEAM}/members/${leaverId}?revoke=yes`)).statusCode).toBe(400);

    expect((await owner.send('DELETE', `${TEAM}/members/${leaverId}?revoke=true`)).statusCode).toBe(204);
    expect((await reports()).statusCode).toBe(401);
    const webhooks = (await owner.send('GET', '/api/owner/lead-delivery')).json().webhooks as { endpoint_id: string }[];
    expect(webhooks.map((w) => w.endpoint_id)).not.toContain(hook?.endpoint_id);
    expect(
      (await t.db.query('SELECT 1 FROM lead_integrations WHERE integration_id = $1', ['00000000000a1'])).rows,
    ).toEqual([]);
    const coupons = (await owner.send('GET', '/api/owner/shop/coupons')).json().coupons as {
      code: string;
      enabled: boolean;
      created_by: string | null;
    }[];
    // The coupon stays (past orders name it), switched off, still saying who made it.
    expect(coupons.find((c) => c.code === 'regalo-100')).toMatchObject({ enabled: false, created_by: email });
  });

  it('lets the owner cancel an invitation, after which its link is refused', async () => {
    const email = uniqueEmail('cancelled');
    const sent = await invite(email, 'viewer');
    const link = await invitationLink(t.db, email);
    expect((await owner.send('DELETE', `${TEAM}/invitations/${sent.json().invitation_id}`)).statusCode).toBe(204);
    expect((await new OwnerClient(t.app).send('POST', `${TEAM}/join/preview`, link)).statusCode).toBe(400);
  });
});
