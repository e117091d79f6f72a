/**
 * HubSpot CRM v3 over fetch (a private app's access token as Bearer). The calls used: POST /crm/v3/lists/search
 * (the contact lists a person adds to by hand), POST /crm/v3/objects/contacts/batch/upsert keyed by email (adds
 * or updates the contact) and PUT /crm/v3/lists/{id}/memberships/add. Errors are {status, message, category}.
 */
import {
  type ContactOutcome,
  callProvider,
  describeFailure,
  field,
  type ListsOutcome,
  type Provider,
  type ProviderAccess,
  type ProviderAnswer,
  textOf,
} from './provider.js';

const MAX_PAGES = 20;
const CONTACTS = '0-1';

const baseOf = ({ baseUrl }: ProviderAccess) => baseUrl ?? 'https://api.hubapi.com';
const headers = (apiKey: string) => ({
  authorization: `Bearer ${apiKey}`,
  accept: 'application/json',
  'content-type': 'application/json',
});
const reason = (answer: ProviderAnswer) => (answer.status === null ? null : textOf(field(answer.body, 'message')));
const ok = (answer: ProviderAnswer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

export const hubspot: Provider = {
  id: 'hubspot',
  keyProblem: () => null,
  async lists(access): Promise<ListsOutcome> {
    const lists = [];
    let offset = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await callProvider(`${baseOf(access)}/crm/v3/lists/search`, {
        method: 'POST',
        headers: headers(access.apiKey),
        body: { query: '', processingTypes: ['MANUAL'], offset, count: 100 },
      });
      if (!ok(answer) || answer.status === null)
        return { ok: false, ...describeFailure('hubspot', answer, reason(answer), null) };
      const found = field(answer.body, 'lists');
      for (const l of Array.isArray(found) ? found : []) {
        const id = textOf(field(l, 'listId'));
        if (id && field(l, 'objectTypeId') === CONTACTS) lists.push({ id, name: textOf(field(l, 'name')) ?? id });
      }
      const nextOffset = field(answer.body, 'offset');
      if (field(answer.body, 'hasMore') !== true || typeof nextOffset !== 'number') break;
      offset = nextOffset;
    }
    return { ok: true, lists };
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const upsert = await callProvider(`${baseOf(access)}/crm/v3/objects/contacts/batch/upsert`, {
      method: 'POST',
      headers: headers(access.apiKey),
      body: {
        inputs: [{ idProperty: 'email', id: contact.email, properties: { ...contact.fields, email: contact.email } }],
      },
    });
    const results = field(upsert.status === null ? null : upsert.body, 'results');
    const recordId = textOf(field(Array.isArray(results) ? results[0] : undefined, 'id'));
    if (!ok(upsert) || !recordId) return { ok: false, ...describeFailure('hubspot', upsert, reason(upsert), listId) };
    const added = await callProvider(`${baseOf(access)}/crm/v3/lists/${encodeURIComponent(listId)}/memberships/add`, {
      method: 'PUT',
      headers: headers(access.apiKey),
      body: [recordId],
    });
    if (!ok(added) || added.status === null)
      return { ok: false, ...describeFailure('hubspot', added, reason(added), listId) };
    return { ok: true, status: added.status };
  },
};
