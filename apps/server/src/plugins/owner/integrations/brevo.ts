/**
 * Brevo through its official SDK (@getbrevo/brevo), pointed at the base address when one is set (tests) and
 * without the SDK's own retries: the lead_deliveries outbox retries, with the log's backoff. The calls used:
 * GET /contacts/lists (paged by limit and offset) and POST /contacts with updateEnabled, which adds the contact
 * or updates the one with that email, and puts it on the list; GET /contacts/attributes (the account's contact
 * attributes: only the "normal" ones take a value per contact). Errors are {code, message}.
 */
import { BrevoClient, BrevoError } from '@getbrevo/brevo';
import {
  type ContactOutcome,
  describeFailure,
  type FieldsOutcome,
  field,
  type ListsOutcome,
  mappableFields,
  type Provider,
  type ProviderAccess,
  type ProviderAnswer,
  retryAfterMs,
  textOf,
} from './provider.js';

const PAGE = 50;
const MAX_PAGES = 20;
const TIMEOUT_SECONDS = 10;

const clientFor = ({ apiKey, baseUrl }: ProviderAccess) =>
  new BrevoClient({
    apiKey,
    ...(baseUrl ? { baseUrl } : {}),
    maxRetries: 0,
    timeoutInSeconds: TIMEOUT_SECONDS,
  });

/** The SDK's error as the answer it was: the status, the body and Retry-After, or no answer at all. */
function answerOf(err: unknown): ProviderAnswer {
  if (err instanceof BrevoError && err.statusCode !== undefined)
    return {
      status: err.statusCode,
      body: err.body,
      retryAfterMs: retryAfterMs(err.rawResponse?.headers.get('retry-after') ?? null),
    };
  const cause = (err as { cause?: { cause?: { code?: string }; code?: string } }).cause;
  return { status: null, error: cause?.cause?.code ?? cause?.code ?? (err as Error).message };
}

const reason = (answer: ProviderAnswer) =>
  answer.status === null ? null : (textOf(field(answer.body, 'message')) ?? textOf(field(answer.body, 'code')));

export const brevo: Provider = {
  id: 'brevo',
  keyProblem: () => null,
  async lists(access): Promise<ListsOutcome> {
    const client = clientFor(access);
    const lists = [];
    try {
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await client.contacts.getLists({ limit: PAGE, offset: page * PAGE });
        const rows = answer.lists ?? [];
        for (const l of rows) lists.push({ id: String(l.id), name: l.name || String(l.id) });
        if (rows.length < PAGE || lists.length >= (answer.count ?? 0)) break;
      }
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('brevo', answer, reason(answer), null) };
    }
    return { ok: true, lists };
  },
  async fields(access, listId): Promise<FieldsOutcome> {
    try {
      const { attributes } = await clientFor(access).contacts.getAttributes();
      const fields = attributes.filter((a) => a.category === 'normal').map((a) => ({ id: a.name, name: a.name }));
      return { ok: true, fields: mappableFields(fields), freeText: false };
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('brevo', answer, reason(answer), listId) };
    }
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    try {
      const { rawResponse } = await clientFor(access)
        .contacts.createContact({
          email: contact.email,
          attributes: contact.fields,
          listIds: [Number(listId)],
          updateEnabled: true,
        })
        .withRawResponse();
      return { ok: true, status: rawResponse.status };
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('brevo', answer, reason(answer), listId) };
    }
  },
};
