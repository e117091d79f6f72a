/**
 * Brevo API v3 over fetch (api-key header). The calls used: GET /contacts/lists (paged by limit and offset)
 * and POST /contacts with updateEnabled, which adds the contact or updates the one with that email, and puts
 * it on the list. Errors are {code, message}.
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

const PAGE = 50;
const MAX_PAGES = 20;

const baseOf = ({ baseUrl }: ProviderAccess) => baseUrl ?? 'https://api.brevo.com/v3';
const headers = (apiKey: string) => ({
  'api-key': apiKey,
  accept: 'application/json',
  'content-type': 'application/json',
});
const reason = (answer: ProviderAnswer) =>
  answer.status === null ? null : (textOf(field(answer.body, 'message')) ?? textOf(field(answer.body, 'code')));
const ok = (answer: ProviderAnswer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

export const brevo: Provider = {
  id: 'brevo',
  keyProblem: () => null,
  async lists(access): Promise<ListsOutcome> {
    const lists = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await callProvider(`${baseOf(access)}/contacts/lists?limit=${PAGE}&offset=${page * PAGE}`, {
        method: 'GET',
        headers: headers(access.apiKey),
      });
      if (!ok(answer) || answer.status === null)
        return { ok: false, ...describeFailure('brevo', answer, reason(answer), null) };
      const found = field(answer.body, 'lists');
      const rows = Array.isArray(found) ? found : [];
      for (const l of rows) {
        const id = field(l, 'id');
        if (typeof id === 'number') lists.push({ id: String(id), name: textOf(field(l, 'name')) ?? String(id) });
      }
      const count = field(answer.body, 'count');
      if (rows.length < PAGE || (typeof count === 'number' && lists.length >= count)) break;
    }
    return { ok: true, lists };
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const answer = await callProvider(`${baseOf(access)}/contacts`, {
      method: 'POST',
      headers: headers(access.apiKey),
      body: { email: contact.email, attributes: contact.fields, listIds: [Number(listId)], updateEnabled: true },
    });
    if (!ok(answer) || answer.status === null)
      return { ok: false, ...describeFailure('brevo', answer, reason(answer), listId) };
    return { ok: true, status: answer.status };
  },
};
