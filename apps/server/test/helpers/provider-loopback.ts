/**
 * Mailchimp, Brevo, Klaviyo and HubSpot on loopback for tests: each speaks the documented request and answer
 * shapes of the calls Beckon makes (auth header, paths, bodies, error documents), refuses what the real API
 * refuses (a wrong key, an unknown list, a body without the fields it needs), and records the contacts it
 * took. Written from the providers' API references, not from the server's code, so a renamed field fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Mailchimp's subscriber hash. */
const md5 = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

export type LoopbackProvider = 'mailchimp' | 'brevo' | 'klaviyo' | 'hubspot';

interface TakenContact {
  list: string;
  email: string;
  /** Merge fields (Mailchimp), attributes (Brevo), profile attributes and properties (Klaviyo), properties (HubSpot). */
  fields: Record<string, unknown>;
  tags: string[];
  /** Mailchimp's status_if_new. */
  status?: string;
  /** When the contact was taken (Date.now()), for latency benchmarks. */
  at: number;
}

export interface ProviderLoopback {
  origin: string;
  /** Each provider's base address, for the server's integrationBaseUrls. */
  bases: Record<LoopbackProvider, string>;
  /** The one key each provider accepts. */
  keys: Record<LoopbackProvider, string>;
  /** The lists each provider has: id → name. */
  lists: Record<LoopbackProvider, Map<string, string>>;
  /**
   * The contact fields each provider answers, in its own shape: Mailchimp's merge fields (every audience has
   * the same here), Brevo's attributes, HubSpot's contact properties. Klaviyo lists none.
   */
  fields: {
    mailchimp: { tag: string; name: string; type: string }[];
    brevo: { name: string; category: string; type?: string; calculatedValue?: string }[];
    hubspot: {
      name: string;
      label: string;
      hidden: boolean;
      calculated: boolean;
      modificationMetadata: { readOnlyValue: boolean };
    }[];
  };
  taken: Record<LoopbackProvider, TakenContact[]>;
  /** Every request, for checking what was sent. */
  requests: { provider: LoopbackProvider; method: string; path: string; body: unknown }[];
  /** The next `times` contact writes to `provider` answer this status (429 carries Retry-After). */
  fail(provider: LoopbackProvider, status: number, times: number, retryAfterSeconds?: number): void;
  reset(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  if (body === undefined) res.writeHead(status).end();
  else res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Each provider's own error document. */
const errorBodies: Record<LoopbackProvider, (status: number, title: string, detail: string) => unknown> = {
  mailchimp: (status, title, detail) => ({
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title,
    status,
    detail,
    instance: randomBytes(8).toString('hex'),
  }),
  brevo: (_status, title, detail) => ({ code: title, message: detail }),
  klaviyo: (status, title, detail) => ({
    errors: [{ id: randomBytes(8).toString('hex'), status, code: title, title, detail, source: { pointer: '/data/' } }],
  }),
  hubspot: (_status, title, detail) => ({
    status: 'error',
    message: detail,
    correlationId: randomBytes(8).toString('hex'),
    category: title,
  }),
};

export async function startProviderLoopback(): Promise<ProviderLoopback> {
  let server: Server | null = null;
  let port = 0;
  const failures = new Map<LoopbackProvider, { status: number; times: number; retryAfter: number | undefined }>();
  const profiles = new Map<string, string>();

  const loop: ProviderLoopback = {
    origin: '',
    bases: { mailchimp: '', brevo: '', klaviyo: '', hubspot: '' },
    keys: {
      mailchimp: 'f3c1d2e4a5b6c7d8e9f0a1b2c3d4e5f6-us21',
      brevo: `xkeysib-${'a'.repeat(64)}-Zy1Xw2Vu3Ts4Rq5P`,
      klaviyo: 'pk_0123456789abcdef0123456789abcdef01',
      hubspot: 'pat-eu1-12345678-90ab-cdef-1234-567890abcdef',
    },
    lists: {
      mailchimp: new Map([
        ['a1b2c3d4e5', 'Bakery newsletter'],
        ['f6e5d4c3b2', 'Wholesale'],
      ]),
      brevo: new Map([
        ['2', 'Newsletter'],
        ['7', 'Customers'],
      ]),
      klaviyo: new Map([['Y6nRLr', 'Newsletter']]),
      hubspot: new Map([['12', 'Pop-up leads']]),
    },
    fields: {
      mailchimp: [
        { tag: 'FNAME', name: 'First Name', type: 'text' },
        { tag: 'LNAME', name: 'Last Name', type: 'text' },
        { tag: 'PHONE', name: 'Phone Number', type: 'phone' },
        { tag: 'COMPANY', name: 'Company', type: 'text' },
      ],
      brevo: [
        { name: 'FIRSTNAME', category: 'normal', type: 'text' },
        { name: 'LASTNAME', category: 'normal', type: 'text' },
        { name: 'SMS', category: 'normal', type: 'text' },
        { name: 'CITY', category: 'normal', type: 'text' },
        { name: 'ORDER_ID', category: 'transactional', type: 'id' },
        { name: 'LEAD_SCORE', category: 'calculated', calculatedValue: 'COUNT[ORDER_ID]' },
      ],
      hubspot: [
        {
          name: 'firstname',
          label: 'First Name',
          hidden: false,
          calculated: false,
          modificationMetadata: { readOnlyValue: false },
        },
        {
          name: 'phone',
          label: 'Phone Number',
          hidden: false,
          calculated: false,
          modificationMetadata: { readOnlyValue: false },
        },
        {
          name: 'city',
          label: 'City',
          hidden: false,
          calculated: false,
          modificationMetadata: { readOnlyValue: false },
        },
        {
          name: 'email',
          label: 'Email',
          hidden: false,
          calculated: false,
          modificationMetadata: { readOnlyValue: false },
        },
        {
          name: 'hs_object_id',
          label: 'Record ID',
          hidden: false,
          calculated: false,
          modificationMetadata: { readOnlyValue: true },
        },
        {
          name: 'num_notes',
          label: 'Number of Sales Activities',
          hidden: false,
          calculated: true,
          modificationMetadata: { readOnlyValue: false },
        },
      ],
    },
    taken: { mailchimp: [], brevo: [], klaviyo: [], hubspot: [] },
    requests: [],
    fail(provider, status, times, retryAfterSeconds) {
      failures.set(provider, { status, times, retryAfter: retryAfterSeconds });
    },
    reset() {
      failures.clear();
      for (const p of Object.keys(loop.taken) as LoopbackProvider[]) loop.taken[p].length = 0;
      loop.requests.length = 0;
    },
    async start() {
      const s = createServer((req, res) => {
        handle(req, res).catch((err: unknown) => json(res, 500, { message: String(err) }));
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
      port = (s.address() as AddressInfo).port;
      loop.origin = `http://127.0.0.1:${port}`;
      loop.bases = {
        mailchimp: `${loop.origin}/mailchimp/3.0`,
        brevo: `${loop.origin}/brevo/v3`,
        klaviyo: `${loop.origin}/klaviyo`,
        hubspot: `${loop.origin}/hubspot`,
      };
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };

  /** An injected failure for a contact write, answered in the provider's own error shape. */
  function injected(provider: LoopbackProvider, res: ServerResponse): boolean {
    const f = failures.get(provider);
    if (!f || f.times <= 0) return false;
    f.times--;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (f.retryAfter !== undefined) headers['retry-after'] = String(f.retryAfter);
    const [title, detail] =
      f.status === 429
        ? ['Too Many Requests', 'You have exceeded the limit of requests.']
        : ['Service Unavailable', 'The service is temporarily unavailable.'];
    res.writeHead(f.status, headers).end(JSON.stringify(errorBodies[provider](f.status, title, detail)));
    return true;
  }

  function refuseKey(provider: LoopbackProvider, res: ServerResponse): void {
    const refusals: Record<LoopbackProvider, [string, string]> = {
      mailchimp: [
        'API Key Invalid',
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      ],
      brevo: ['unauthorized', 'Key not found'],
      klaviyo: ['not_authenticated', 'Missing or invalid private key.'],
      hubspot: [
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      ],
    };
    const [title, detail] = refusals[provider];
    json(
      res,
      401,
      errorBodies[provider](401, title, detail),
      provider === 'mailchimp' ? 'application/problem+json' : 'application/json',
    );
  }

  function keyOf(provider: LoopbackProvider, req: IncomingMessage): string | null {
    const auth = req.headers.authorization ?? '';
    if (provider === 'mailchimp') {
      const basic = /^Basic (.+)$/.exec(auth)?.[1];
      return basic ? (Buffer.from(basic, 'base64').toString('utf8').split(':')[1] ?? null) : null;
    }
    if (provider === 'brevo') return (req.headers['api-key'] as string | undefined) ?? null;
    if (provider === 'klaviyo') return /^Klaviyo-API-Key (.+)$/.exec(auth)?.[1] ?? null;
    return /^Bearer (.+)$/.exec(auth)?.[1] ?? null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const provider = url.pathname.split('/')[1] as LoopbackProvider;
    if (!(provider in loop.keys)) return json(res, 404, { message: 'no such provider' });
    const body = await readBody(req);
    loop.requests.push({ provider, method: req.method ?? '', path: url.pathname + url.search, body });
    if (keyOf(provider, req) !== loop.keys[provider]) return refuseKey(provider, res);
    const path = url.pathname.slice(loop.bases[provider].length - loop.origin.length);
    const lists = loop.lists[provider];
    const bad = (detail: string) =>
      json(
        res,
        400,
        errorBodies[provider](400, provider === 'mailchimp' ? 'Invalid Resource' : 'invalid_parameter', detail),
      );
    const unknownList = (id: string) =>
      json(
        res,
        404,
        errorBodies[provider](
          404,
          provider === 'hubspot'
            ? 'OBJECT_NOT_FOUND'
            : provider === 'mailchimp'
              ? 'Resource Not Found'
              : 'document_not_found',
          provider === 'mailchimp' ? 'The requested resource could not be found.' : `List ${id} does not exist`,
        ),
      );

    if (provider === 'mailchimp') {
      if (req.method === 'GET' && path === '/lists')
        return json(res, 200, {
          lists: [...lists].map(([id, name]) => ({ id, name, stats: { member_count: 0 } })),
          total_items: lists.size,
        });
      const mergeFields = /^\/lists\/([^/]+)\/merge-fields$/.exec(path);
      if (req.method === 'GET' && mergeFields) {
        const list = mergeFields[1] ?? '';
        if (!lists.has(list)) return unknownList(list);
        const count = Number(url.searchParams.get('count') ?? 10);
        if (!(count >= 1 && count <= 1000)) return bad('count: must be at most 1000');
        const all = loop.fields.mailchimp.map((f, i) => ({
          merge_id: i + 1,
          tag: f.tag,
          name: f.name,
          type: f.type,
          required: false,
          default_value: '',
          public: false,
          display_order: i + 2,
          options: { size: 25 },
          help_text: '',
          list_id: list,
        }));
        return json(res, 200, { merge_fields: all.slice(0, count), list_id: list, total_items: all.length });
      }
      const member = /^\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(path);
      if (member) {
        const [, list = '', hash, tags] = member;
        if (!lists.has(list)) return unknownList(list);
        if (tags) {
          if (req.method !== 'POST' || !isRecord(body) || !Array.isArray(body.tags)) return bad('tags: required');
          const found = loop.taken.mailchimp.find((c) => c.list === list && md5(c.email) === hash);
          if (!found) return unknownList(list);
          for (const t of body.tags) {
            if (!isRecord(t) || typeof t.name !== 'string' || (t.status !== 'active' && t.status !== 'inactive'))
              return bad('tags: each is {name, status: active|inactive}');
            found.tags.push(t.name);
          }
          return json(res, 204, undefined);
        }
        if (req.method !== 'PUT') return json(res, 405, errorBodies.mailchimp(405, 'Method Not Allowed', ''));
        if (injected(provider, res)) return;
        if (!isRecord(body) || typeof body.email_address !== 'string') return bad('email_address: required');
        if (md5(body.email_address) !== hash) return bad('the subscriber hash is not the md5 of the lowercase email');
        if (body.status_if_new !== 'subscribed' && body.status_if_new !== 'pending')
          return bad('status_if_new: must be one of subscribed, unsubscribed, cleaned, pending, transactional');
        const fields = isRecord(body.merge_fields) ? body.merge_fields : {};
        for (const name of Object.keys(fields))
          if (!/^[A-Z0-9_]{1,10}$/.test(name)) return bad(`merge_fields: ${name} is not a merge tag of this audience`);
        loop.taken.mailchimp.push({
          list,
          email: body.email_address,
          fields,
          tags: [],
          status: body.status_if_new,
          at: Date.now(),
        });
        return json(res, 200, {
          id: hash,
          email_address: body.email_address,
          status: body.status_if_new,
          merge_fields: fields,
          list_id: list,
        });
      }
    }

    if (provider === 'brevo') {
      if (req.method === 'GET' && path === '/contacts/lists') {
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        if (!(limit >= 0 && limit <= 50)) return bad('limit: must be at most 50');
        const all = [...lists].map(([id, name]) => ({
          id: Number(id),
          name,
          totalBlacklisted: 0,
          totalSubscribers: 0,
          uniqueSubscribers: 0,
          folderId: 1,
        }));
        return json(res, 200, { lists: all.slice(offset, offset + limit), count: all.length });
      }
      if (req.method === 'GET' && path === '/contacts/attributes')
        return json(res, 200, { attributes: loop.fields.brevo });
      if (req.method === 'POST' && path === '/contacts') {
        if (injected(provider, res)) return;
        if (!isRecord(body) || typeof body.email !== 'string') return bad('email is missing');
        const listIds = body.listIds;
        if (!Array.isArray(listIds) || !listIds.every((id) => typeof id === 'number'))
          return bad('listIds: must be integers');
        const missing = listIds.find((id) => !lists.has(String(id)));
        if (missing !== undefined) return unknownList(String(missing));
        const existing = loop.taken.brevo.some((c) => c.email === body.email);
        if (existing && body.updateEnabled !== true) return bad('Contact already exist');
        for (const id of listIds)
          loop.taken.brevo.push({
            list: String(id),
            email: body.email,
            fields: isRecord(body.attributes) ? body.attributes : {},
            tags: [],
            at: Date.now(),
          });
        return existing ? json(res, 204, undefined) : json(res, 201, { id: loop.taken.brevo.length });
      }
    }

    if (provider === 'klaviyo') {
      if (!req.headers.revision)
        return json(res, 400, errorBodies.klaviyo(400, 'invalid', 'The revision header is required.'));
      if (req.method === 'GET' && path === '/api/lists')
        return json(res, 200, {
          data: [...lists].map(([id, name]) => ({ type: 'list', id, attributes: { name } })),
          links: { self: `${loop.bases.klaviyo}/api/lists`, next: null, prev: null },
        });
      if (req.method === 'POST' && path === '/api/profile-import') {
        if (injected(provider, res)) return;
        const data = isRecord(body) ? body.data : undefined;
        if (!isRecord(data) || data.type !== 'profile' || !isRecord(data.attributes))
          return bad('data: must be {type: "profile", attributes}');
        const email = data.attributes.email;
        if (typeof email !== 'string') return bad('email: required');
        const known = profiles.get(email);
        const id = known ?? `01J${randomBytes(12).toString('hex').toUpperCase()}`;
        profiles.set(email, id);
        loop.taken.klaviyo.push({ list: '', email, fields: data.attributes, tags: [], at: Date.now() });
        return json(res, known ? 200 : 201, { data: { type: 'profile', id, attributes: data.attributes } });
      }
      const one = /^\/api\/lists\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const id = one[1] ?? '';
        const name = lists.get(id);
        if (name === undefined) return unknownList(id);
        return json(res, 200, {
          data: { type: 'list', id, attributes: { name }, links: { self: `${loop.bases.klaviyo}/api/lists/${id}` } },
        });
      }
      const rel = /^\/api\/lists\/([^/]+)\/relationships\/profiles$/.exec(path);
      if (req.method === 'POST' && rel) {
        const list = rel[1] ?? '';
        if (!lists.has(list)) return unknownList(list);
        const data = isRecord(body) ? body.data : undefined;
        if (!Array.isArray(data)) return bad('data: must be a list of {type: "profile", id}');
        for (const ref of data) {
          const email = [...profiles].find(([, id]) => isRecord(ref) && ref.type === 'profile' && ref.id === id)?.[0];
          const taken = loop.taken.klaviyo.findLast((c) => c.email === email);
          if (!taken) return bad('data: unknown profile');
          taken.list = list;
        }
        return json(res, 204, undefined);
      }
    }

    if (provider === 'hubspot') {
      if (req.method === 'POST' && path === '/crm/v3/lists/search')
        return json(res, 200, {
          lists: [...lists].map(([listId, name]) => ({
            listId,
            name,
            processingType: 'MANUAL',
            objectTypeId: '0-1',
            listVersion: 1,
          })),
          hasMore: false,
          offset: lists.size,
          total: lists.size,
        });
      if (req.method === 'GET' && path === '/crm/v3/properties/contacts')
        return json(res, 200, {
          results: loop.fields.hubspot.map((p, i) => ({
            ...p,
            type: 'string',
            fieldType: 'text',
            description: '',
            groupName: 'contactinformation',
            options: [],
            displayOrder: i,
            hasUniqueValue: p.name === 'email',
            formField: true,
            hubspotDefined: true,
            createdAt: '2019-08-06T02:41:52.671Z',
            updatedAt: '2024-01-10T12:00:00.000Z',
            archived: false,
          })),
        });
      if (req.method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
        if (injected(provider, res)) return;
        const input = isRecord(body) && Array.isArray(body.inputs) ? body.inputs[0] : undefined;
        if (
          !isRecord(input) ||
          input.idProperty !== 'email' ||
          typeof input.id !== 'string' ||
          !isRecord(input.properties)
        )
          return bad('inputs[0]: must be {idProperty: "email", id, properties}');
        const known = profiles.get(input.id);
        const id = known ?? String(1000 + profiles.size);
        profiles.set(input.id, id);
        loop.taken.hubspot.push({ list: '', email: input.id, fields: input.properties, tags: [], at: Date.now() });
        return json(res, 200, {
          status: 'COMPLETE',
          results: [{ id, properties: input.properties, archived: false, new: !known }],
          startedAt: new Date().toISOString(),
          completedAt: new Date().toISOString(),
        });
      }
      const add = /^\/crm\/v3\/lists\/([^/]+)\/memberships\/add$/.exec(path);
      if (req.method === 'PUT' && add) {
        const list = add[1] ?? '';
        if (!lists.has(list)) return unknownList(list);
        if (!Array.isArray(body)) return bad('the body must be a list of record ids');
        for (const recordId of body) {
          const email = [...profiles].find(([, id]) => id === recordId)?.[0];
          const taken = loop.taken.hubspot.findLast((c) => c.email === email);
          if (taken) taken.list = list;
        }
        return json(res, 200, { recordIdsAdded: body, recordIdsMissing: [] });
      }
    }
    json(res, 404, errorBodies[provider](404, 'not_found', `no route ${req.method} ${path}`));
  }

  await loop.start();
  return loop;
}
