/**
 * HubSpot CRM v3 through its official SDK (@hubspot/api-client; a private app's access token), pointed at the
 * base address when one is set (tests) and without the SDK's retries or rate limiter: the lead_deliveries
 * outbox retries, with the log's backoff. The calls used: POST /crm/v3/lists/search (the contact lists a
 * person adds to by hand), POST /crm/v3/objects/contacts/batch/upsert keyed by email (adds or updates the
 * contact), PUT /crm/v3/lists/{id}/memberships/add and GET /crm/v3/properties/contacts (the contact
 * properties; those HubSpot computes or keeps read-only are not offered). Errors are {status, message, category}.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { Client } from '@hubspot/api-client';
import {
  type ContactOutcome,
  describeFailure,
  type FieldsOutcome,
  field,
  type ListsOutcome,
  mappableFields,
  PROVIDER_TIMEOUT_MS,
  type Provider,
  type ProviderAccess,
  type ProviderAnswer,
  retryAfterMs,
  textOf,
  unreachable,
} from './provider.js';

const MAX_PAGES = 20;
const CONTACTS = '0-1';
const BASE = 'https://api.hubapi.com';

/**
 * The SDK's HTTP client (node-fetch 2) has no time limit of its own: each request gets its own socket (no
 * keep-alive), closed when the limit runs out.
 */
function withTimeLimit(socket: Socket): Socket {
  const timer = setTimeout(() => {
    socket.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' }));
  }, PROVIDER_TIMEOUT_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  return socket;
}

class TimedHttpAgent extends HttpAgent {
  override createConnection(...args: Parameters<HttpAgent['createConnection']>) {
    return withTimeLimit(super.createConnection(...args) as Socket);
  }
}
class TimedHttpsAgent extends HttpsAgent {
  override createConnection(...args: Parameters<HttpsAgent['createConnection']>) {
    return withTimeLimit(super.createConnection(...args) as Socket);
  }
}

/**
 * A client per call: the token is the integration's. Every client is made with the same options, because the
 * SDK keeps its retry and limiter decorators in one process-wide place that each new client resets.
 */
function clientFor({ apiKey, baseUrl }: ProviderAccess): Client {
  const basePath = baseUrl ?? BASE;
  return new Client({
    accessToken: apiKey,
    basePath,
    numberOfApiCallRetries: 0,
    httpAgent: basePath.startsWith('https:') ? new TimedHttpsAgent() : new TimedHttpAgent(),
  });
}

/** The SDK's error as the answer it was: the status, the body and Retry-After, or no answer at all. */
function answerOf(err: unknown): ProviderAnswer {
  const code = field(err, 'code');
  // The SDK's ApiException carries the HTTP status as its code; node-fetch's errors carry a system code.
  if (typeof code === 'number')
    return {
      status: code,
      body: field(err, 'body'),
      retryAfterMs: retryAfterMs(textOf(field(field(err, 'headers'), 'retry-after'))),
    };
  return unreachable(err);
}

const reason = (answer: ProviderAnswer) => (answer.status === null ? null : textOf(field(answer.body, 'message')));

export const hubspot: Provider = {
  id: 'hubspot',
  keyProblem: () => null,
  async lists(access): Promise<ListsOutcome> {
    const client = clientFor(access);
    const lists = [];
    try {
      let offset = 0;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await client.crm.lists.listsApi.doSearch({
          query: '',
          processingTypes: ['MANUAL'],
          offset,
          count: 100,
        });
        for (const l of answer.lists ?? [])
          if (l.listId && l.objectTypeId === CONTACTS) lists.push({ id: l.listId, name: l.name || l.listId });
        if (answer.hasMore !== true || typeof answer.offset !== 'number') break;
        offset = answer.offset;
      }
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('hubspot', answer, reason(answer), null) };
    }
    return { ok: true, lists };
  },
  async fields(access, listId): Promise<FieldsOutcome> {
    try {
      const { results } = await clientFor(access).crm.properties.coreApi.getAll('contacts');
      const fields = results
        .filter(
          (p) =>
            p.name !== 'email' && !p.hidden && !p.calculated && !p.archived && !p.modificationMetadata?.readOnlyValue,
        )
        .map((p) => ({ id: p.name, name: p.label || p.name }));
      return { ok: true, fields: mappableFields(fields), freeText: false };
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('hubspot', answer, reason(answer), listId) };
    }
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const client = clientFor(access);
    try {
      const upserted = await client.crm.contacts.batchApi.upsert({
        inputs: [{ idProperty: 'email', id: contact.email, properties: { ...contact.fields, email: contact.email } }],
      });
      const recordId = textOf(upserted.results?.[0]?.id);
      if (!recordId) {
        const answer: ProviderAnswer = { status: 200, body: upserted, retryAfterMs: null };
        return { ok: false, ...describeFailure('hubspot', answer, 'no contact id in the answer', listId) };
      }
      const added = await client.crm.lists.membershipsApi.addWithHttpInfo(listId, [recordId]);
      return { ok: true, status: added.httpStatusCode };
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('hubspot', answer, reason(answer), listId) };
    }
  },
};
