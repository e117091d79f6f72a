/**
 * Klaviyo's JSON:API (revision header, "Klaviyo-API-Key" authorization) over fetch. The calls used:
 * GET /lists (paged by links.next), POST /profile-import (adds the profile or updates the one with that
 * email) and POST /lists/{id}/relationships/profiles. Errors are {errors: [{status, code, title, detail}]}.
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

const REVISION = '2024-10-15';
const MAX_PAGES = 20;
/** Profile attributes of Klaviyo's own; any other mapped field goes into the profile's custom properties. */
const PROFILE_ATTRIBUTES = new Set(['first_name', 'last_name', 'phone_number', 'organization', 'title', 'external_id']);

const baseOf = ({ baseUrl }: ProviderAccess) => baseUrl ?? 'https://a.klaviyo.com/api';
const headers = (apiKey: string) => ({
  authorization: `Klaviyo-API-Key ${apiKey}`,
  revision: REVISION,
  accept: 'application/vnd.api+json',
  'content-type': 'application/vnd.api+json',
});
function reason(answer: ProviderAnswer): string | null {
  if (answer.status === null) return null;
  const errors = field(answer.body, 'errors');
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  return textOf(field(first, 'detail')) ?? textOf(field(first, 'title'));
}
const ok = (answer: ProviderAnswer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

export const klaviyo: Provider = {
  id: 'klaviyo',
  keyProblem: (apiKey) => (apiKey.startsWith('pk_') ? null : 'a Klaviyo private API key starts with pk_'),
  async lists(access): Promise<ListsOutcome> {
    const base = baseOf(access);
    const lists = [];
    let next: string | null = `${base}/lists?fields[list]=name`;
    for (let page = 0; next !== null && page < MAX_PAGES; page++) {
      const answer = await callProvider(next, { method: 'GET', headers: headers(access.apiKey) });
      if (!ok(answer) || answer.status === null)
        return { ok: false, ...describeFailure('klaviyo', answer, reason(answer), null) };
      const data = field(answer.body, 'data');
      for (const l of Array.isArray(data) ? data : []) {
        const id = textOf(field(l, 'id'));
        if (id) lists.push({ id, name: textOf(field(field(l, 'attributes'), 'name')) ?? id });
      }
      const link = textOf(field(field(answer.body, 'links'), 'next'));
      // The key goes only to the API it is for.
      next = link?.startsWith(`${base}/`) ? link : null;
    }
    return { ok: true, lists };
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const attributes: Record<string, unknown> = { email: contact.email };
    const properties: Record<string, string> = {};
    for (const [name, value] of Object.entries(contact.fields)) {
      if (PROFILE_ATTRIBUTES.has(name)) attributes[name] = value;
      else properties[name] = value;
    }
    if (Object.keys(properties).length > 0) attributes.properties = properties;
    const imported = await callProvider(`${baseOf(access)}/profile-import`, {
      method: 'POST',
      headers: headers(access.apiKey),
      body: { data: { type: 'profile', attributes } },
    });
    const profileId = textOf(field(field(imported.status === null ? null : imported.body, 'data'), 'id'));
    if (!ok(imported) || !profileId)
      return { ok: false, ...describeFailure('klaviyo', imported, reason(imported), listId) };
    const added = await callProvider(`${baseOf(access)}/lists/${encodeURIComponent(listId)}/relationships/profiles`, {
      method: 'POST',
      headers: headers(access.apiKey),
      body: { data: [{ type: 'profile', id: profileId }] },
    });
    if (!ok(added) || added.status === null)
      return { ok: false, ...describeFailure('klaviyo', added, reason(added), listId) };
    return { ok: true, status: added.status };
  },
};
