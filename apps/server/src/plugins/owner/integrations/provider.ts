/**
 * What every email-marketing tool offers Beckon: its lists, and adding (or updating) a contact on one. Each
 * tool's module speaks its documented REST API; the answers' failures are put in plain words here, once.
 */
import type { IntegrationField, IntegrationList, IntegrationProvider } from '@beckon/owner-api';
import { PROVIDER_LABELS, TOOL_FIELD_NAME } from '@beckon/owner-api';
import { retryAfterMs } from '../../../http/retry-after.js';

/** A lead as it goes to a tool: the email, the mapped fields (tool field → text), tags and the opt-in. */
interface ProviderContact {
  email: string;
  fields: Record<string, string>;
  tags: string[];
  doubleOptIn: boolean;
}

export interface ProviderAccess {
  apiKey: string;
  /** The API's base address; the tool's own unless a test or a proxy sets one. */
  baseUrl: string | undefined;
}

export interface ProviderFailure {
  status: number | null;
  /** What went wrong, in plain words, for the delivery log and the dashboard. */
  error: string;
  /** Trying again cannot help until the owner changes something (a bad key, an unknown list, a refused contact). */
  permanent: boolean;
  /** The tool's Retry-After, when it limited the rate. */
  retryAfterMs: number | null;
}

export type ContactOutcome = { ok: true; status: number } | ({ ok: false } & ProviderFailure);
export type ListsOutcome = { ok: true; lists: IntegrationList[] } | ({ ok: false } & ProviderFailure);
export type FieldsOutcome =
  | { ok: true; fields: IntegrationField[]; freeText: boolean }
  | ({ ok: false } & ProviderFailure);

export interface Provider {
  id: IntegrationProvider;
  /** Why a key cannot be this tool's, before any request; null when it may be. */
  keyProblem(apiKey: string): string | null;
  lists(access: ProviderAccess): Promise<ListsOutcome>;
  addContact(access: ProviderAccess, listId: string, contact: ProviderContact): Promise<ContactOutcome>;
  /** The fields a contact on this list can be given, by the tool's own names. */
  fields(access: ProviderAccess, listId: string): Promise<FieldsOutcome>;
}

/** The fields the mapping can name, each once, in the tool's order. */
export function mappableFields(fields: readonly IntegrationField[]): IntegrationField[] {
  const seen = new Set<string>();
  return fields.filter((f) => TOOL_FIELD_NAME.test(f.id) && !seen.has(f.id) && seen.add(f.id));
}

/** A tool that does not answer in this time counts as down, as a webhook receiver does. */
export const PROVIDER_TIMEOUT_MS = 10_000;
const DETAIL_MAX = 200;

export type ProviderAnswer =
  | { status: number; body: unknown; retryAfterMs: number | null }
  | { status: null; error: string };

export { retryAfterMs };

/** One JSON request to a tool; never throws. */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<ProviderAnswer> {
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    return { status: res.status, body, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
  } catch (err) {
    return unreachable(err);
  }
}

/** Error codes that mean the time limit ran out: fetch's, axios's and a socket's. */
const TIMEOUT_CODES = new Set(['TimeoutError', 'ECONNABORTED', 'ETIMEDOUT']);

/** A request that got no answer (refused, reset, timed out), from fetch or an SDK's HTTP client, in plain words. */
export function unreachable(err: unknown): ProviderAnswer {
  const cause = field(err, 'cause');
  const code =
    textOf(field(field(cause, 'cause'), 'code')) ?? textOf(field(cause, 'code')) ?? textOf(field(err, 'code'));
  if (TIMEOUT_CODES.has(textOf(field(err, 'name')) ?? '') || TIMEOUT_CODES.has(code ?? ''))
    return { status: null, error: `no answer within ${PROVIDER_TIMEOUT_MS / 1000} seconds` };
  return { status: null, error: code ?? (err instanceof Error ? err.message : String(err)) };
}

/** The failure in plain words: who refused what, the tool's own reason, and what the owner can do. */
export function describeFailure(
  provider: IntegrationProvider,
  answer: ProviderAnswer,
  reason: string | null,
  listId: string | null,
): ProviderFailure {
  const label = PROVIDER_LABELS[provider];
  if (answer.status === null)
    return { status: null, error: `could not reach ${label}: ${answer.error}`, permanent: false, retryAfterMs: null };
  const why = reason ? ` (${reason.slice(0, DETAIL_MAX)})` : '';
  const { status } = answer;
  const failure = (error: string, permanent: boolean): ProviderFailure => ({
    status,
    error,
    permanent,
    retryAfterMs: answer.retryAfterMs,
  });
  if (status === 401 || status === 403)
    return failure(
      `${label} refused the API key${why}. Paste a new key under Integrations, then press Send again.`,
      true,
    );
  if (status === 404)
    return failure(
      `${label} does not know the list${listId ? ` ${listId}` : ''}${why}. Pick another list under Integrations.`,
      true,
    );
  if (status === 429) {
    const wait = answer.retryAfterMs === null ? '' : `; asked to wait ${Math.ceil(answer.retryAfterMs / 1000)} s`;
    return failure(`${label} is limiting requests (too many at once)${wait}. Trying again.`, false);
  }
  if (status >= 400 && status < 500) return failure(`${label} refused the contact${why}.`, true);
  return failure(`${label} answered ${status}${why}. Trying again.`, false);
}

/** The text of a JSON field, or null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The object's own field, when the value is an object. */
export function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}
