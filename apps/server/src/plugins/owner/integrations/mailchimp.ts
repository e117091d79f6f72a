/**
 * Mailchimp Marketing API 3.0 over fetch. The official SDK (@mailchimp/mailchimp_marketing) keeps its key and
 * server in one process-wide client (setConfig), so two accounts' deliveries at once would share a key; and
 * its last release is years old. The calls used: GET /lists, PUT /lists/{id}/members/{md5 of the email}
 * (add or update), POST …/tags, GET /lists/{id}/merge-fields (the audience's fields). Errors are RFC 7807 problem documents (title, detail, errors[]).
 */
import { createHash } from 'node:crypto';
import {
  type ContactOutcome,
  callProvider,
  describeFailure,
  type FieldsOutcome,
  field,
  type ListsOutcome,
  mappableFields,
  type Provider,
  type ProviderAccess,
  type ProviderAnswer,
  textOf,
} from './provider.js';

const dataCentre = (apiKey: string) => /-([a-z]{2,4}\d{1,3})$/.exec(apiKey)?.[1];

const baseOf = ({ apiKey, baseUrl }: ProviderAccess) =>
  baseUrl ?? `https://${dataCentre(apiKey)}.api.mailchimp.com/3.0`;

const headers = (apiKey: string) => ({
  authorization: `Basic ${Buffer.from(`beckon:${apiKey}`).toString('base64')}`,
  accept: 'application/json',
  'content-type': 'application/json',
});

/** "detail", and each field's complaint when the resource was invalid. */
function reason(answer: ProviderAnswer): string | null {
  if (answer.status === null) return null;
  const detail = textOf(field(answer.body, 'detail')) ?? textOf(field(answer.body, 'title'));
  const errors = field(answer.body, 'errors');
  const fields = Array.isArray(errors)
    ? errors.map((e) => `${textOf(field(e, 'field')) ?? ''}: ${textOf(field(e, 'message')) ?? ''}`).join('; ')
    : '';
  return [detail, fields].filter(Boolean).join(' ') || null;
}

const ok = (answer: ProviderAnswer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

export const mailchimp: Provider = {
  id: 'mailchimp',
  keyProblem: (apiKey) => (dataCentre(apiKey) ? null : 'a Mailchimp API key ends with its data centre, such as -us21'),
  async lists(access): Promise<ListsOutcome> {
    const answer = await callProvider(`${baseOf(access)}/lists?count=1000&fields=lists.id,lists.name`, {
      method: 'GET',
      headers: headers(access.apiKey),
    });
    if (!ok(answer)) return { ok: false, ...describeFailure('mailchimp', answer, reason(answer), null) };
    const lists = field(answer.status === null ? null : answer.body, 'lists');
    return {
      ok: true,
      lists: (Array.isArray(lists) ? lists : []).flatMap((l) => {
        const id = textOf(field(l, 'id'));
        return id ? [{ id, name: textOf(field(l, 'name')) ?? id }] : [];
      }),
    };
  },
  async fields(access, listId): Promise<FieldsOutcome> {
    const answer = await callProvider(
      `${baseOf(access)}/lists/${encodeURIComponent(listId)}/merge-fields?count=1000&fields=merge_fields.tag,merge_fields.name`,
      { method: 'GET', headers: headers(access.apiKey) },
    );
    if (!ok(answer)) return { ok: false, ...describeFailure('mailchimp', answer, reason(answer), listId) };
    const found = field(answer.status === null ? null : answer.body, 'merge_fields');
    const fields = (Array.isArray(found) ? found : []).flatMap((f) => {
      const tag = textOf(field(f, 'tag'));
      return tag ? [{ id: tag, name: textOf(field(f, 'name')) ?? tag }] : [];
    });
    return { ok: true, fields: mappableFields(fields), freeText: false };
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const member = `${baseOf(access)}/lists/${encodeURIComponent(listId)}/members/${createHash('md5')
      .update(contact.email.toLowerCase())
      .digest('hex')}`;
    const put = await callProvider(member, {
      method: 'PUT',
      headers: headers(access.apiKey),
      body: {
        email_address: contact.email,
        // A new member waits for the confirmation mail under double opt-in; an existing one keeps their status.
        status_if_new: contact.doubleOptIn ? 'pending' : 'subscribed',
        merge_fields: contact.fields,
      },
    });
    if (!ok(put)) return { ok: false, ...describeFailure('mailchimp', put, reason(put), listId) };
    if (contact.tags.length > 0) {
      const tagged = await callProvider(`${member}/tags`, {
        method: 'POST',
        headers: headers(access.apiKey),
        body: { tags: contact.tags.map((name) => ({ name, status: 'active' })) },
      });
      if (!ok(tagged)) return { ok: false, ...describeFailure('mailchimp', tagged, reason(tagged), listId) };
    }
    return { ok: true, status: put.status ?? 200 };
  },
};
