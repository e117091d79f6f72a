/**
 * Bodies the multipart parser cannot read, sent to every multipart route
 * (the site form's send, anonymously, and the owner's media upload) on
 * PGlite (and PostgreSQL with TEST_DATABASE_URL): each answers the same 4xx
 * JSON from the catalogue, whatever the body, and stores nothing.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITA_FORM_ID, CITA_PAGE } from '../../src/plugins/site/content/cita.js';
import { multipart } from '../helpers/multipart.js';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb, uniqueEmail } from './owner-helpers.js';

interface Malformed {
  name: string;
  headers: Record<string, string>;
  payload: Buffer | string;
  status: number;
  code: string;
}

/** The same broken bodies for each route, built around one text part the route would accept. */
async function malformedBodies(field: string, value: string): Promise<Malformed[]> {
  const { payload, headers } = await multipart([{ name: field, value }]);
  const type = headers['content-type'] as string;
  const malformed = (name: string, body: Buffer | string, contentType = type) => ({
    name,
    headers: { 'content-type': contentType },
    payload: body,
    status: 400,
    code: 'BK_ERR_MULTIPART_MALFORMED',
  });
  const encoded = (name: string, encoding: string, body: Buffer) => ({
    name,
    headers: { 'content-type': type, 'content-encoding': encoding },
    payload: body,
    status: 415,
    code: 'BK_ERR_CONTENT_ENCODING',
  });
  return [
    malformed('text that is not multipart', 'hello, this is not a form'),
    malformed('a body without its final boundary', payload.subarray(0, payload.length - 12)),
    malformed('a gzip body sent as multipart', gzipSync(payload)),
    malformed('a multipart content type without a boundary', payload, 'multipart/form-data'),
    malformed('a boundary longer than any parser takes', payload, `multipart/form-data; boundary=${'b'.repeat(300)}`),
    encoded('a gzip body with content-encoding gzip', 'gzip', gzipSync(payload)),
    encoded('a plain body labelled content-encoding br', 'br', payload),
  ];
}

describe.each(databases)('malformed multipart bodies on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let count: (table: string) => Promise<number>;

  beforeAll(async () => {
    const opened = await openSeededApp(database);
    ({ app, close } = opened);
    rememberDb(app, opened.db);
    count = async (table) => Number((await opened.db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
    owner = new OwnerClient(app);
    expect((await owner.signUp(uniqueEmail('multipart'))).statusCode).toBe(201);
  }, 3 * HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const routes = [
    {
      route: 'POST /site/api/forms/send (anonymous)',
      bodies: () => malformedBodies('page_id', String(CITA_PAGE.id)),
      send: (m: Malformed) =>
        app.inject({
          method: 'POST',
          url: '/site/api/forms/send',
          payload: m.payload,
          headers: { ...m.headers, host: 'localhost' },
        }),
      table: 'site_form_submissions',
    },
    {
      route: 'POST /api/owner/media',
      bodies: () => malformedBodies('alt', 'Sala de espera'),
      send: (m: Malformed) =>
        app.inject({
          method: 'POST',
          url: '/api/owner/media',
          payload: m.payload,
          headers: { ...m.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf },
        }),
      table: 'media_images',
    },
  ];

  it.each(routes)(
    '$route answers each body the parser cannot read with a 4xx JSON error and stores nothing',
    async ({ bodies, send, table }) => {
      const before = await count(table);
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const m of await bodies()) {
        const res: LightMyRequestResponse = await send(m);
        const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : {};
        answers[m.name] =
          `${res.statusCode} ${body.code} ${body.statusCode === res.statusCode && body.message ? 'with a message' : res.body.slice(0, 80)}`;
        expected[m.name] = `${m.status} ${m.code} with a message`;
      }
      expect(answers).toEqual(expected);
      expect(await count(table)).toBe(before);
    },
  );

  it('refuses the compressed body before the form is looked up and with a message naming the coding', async () => {
    const { payload, headers } = await multipart([{ name: 'form_id', value: CITA_FORM_ID }]);
    const res = await app.inject({
      method: 'POST',
      url: '/site/api/forms/send',
      payload,
      headers: { ...headers, host: 'localhost', 'content-encoding': 'deflate' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('content-encoding: "deflate" is not accepted; send the body uncompressed');
  });
});
