/**
 * Klaviyo through its official SDK (klaviyo-api), pointed at the base address when one is set (tests) and
 * without the SDK's own retries: the lead_deliveries outbox retries, with the log's backoff. The calls used:
 * GET /api/lists (paged by links.next), POST /api/profile-import (adds the profile or updates the one with
 * that email), POST /api/lists/{id}/relationships/profiles and GET /api/lists/{id} (Klaviyo lists no profile
 * fields: its own are known, and custom properties are any name). Errors are {errors: [{status, code, title,
 * detail}]}.
 */
import {
  ApiKeySession,
  ListsApi,
  ProfileEnum,
  ProfilesApi,
  type ProfileUpsertQueryResourceObjectAttributes,
  RetryWithExponentialBackoff,
} from 'klaviyo-api';
import {
  type ContactOutcome,
  describeFailure,
  type FieldsOutcome,
  field,
  type ListsOutcome,
  PROVIDER_TIMEOUT_MS,
  type Provider,
  type ProviderAccess,
  type ProviderAnswer,
  retryAfterMs,
  textOf,
  unreachable,
} from './provider.js';

const MAX_PAGES = 20;
const BASE = 'https://a.klaviyo.com';

/** Klaviyo's own profile attributes by their API name, as the SDK's model names them; any other goes into properties. */
const KLAVIYO_PROFILE_ATTRIBUTES = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  organization: 'organization',
  title: 'title',
  external_id: 'externalId',
  locale: 'locale',
} as const satisfies Record<string, keyof ProfileUpsertQueryResourceObjectAttributes>;

/** Their names on Klaviyo's profile screen. */
const PROFILE_FIELDS: { id: keyof typeof KLAVIYO_PROFILE_ATTRIBUTES; name: string }[] = [
  { id: 'first_name', name: 'First name' },
  { id: 'last_name', name: 'Last name' },
  { id: 'phone_number', name: 'Phone number' },
  { id: 'organization', name: 'Organization' },
  { id: 'title', name: 'Title' },
  { id: 'external_id', name: 'External ID' },
  { id: 'locale', name: 'Locale' },
];

const isProfileAttribute = (name: string): name is keyof typeof KLAVIYO_PROFILE_ATTRIBUTES =>
  Object.hasOwn(KLAVIYO_PROFILE_ATTRIBUTES, name);

/** One try per call, a time limit and no redirects: the outbox retries, and the key goes only to Klaviyo. */
class OneTrySession extends ApiKeySession {
  constructor(apiKey: string) {
    super(apiKey, new RetryWithExponentialBackoff({ numRetries: 0 }));
  }
  override applyToRequest(config: Parameters<ApiKeySession['applyToRequest']>[0]): void {
    super.applyToRequest(config);
    config.timeout = PROVIDER_TIMEOUT_MS;
    config.maxRedirects = 0;
  }
}

/**
 * The SDK adds /api to its base path, so a base address set the older way, ending in /api (before the SDK,
 * the calls added only the rest), is read as the host: both forms reach the same documented paths.
 */
export function klaviyoHost(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

function apis({ apiKey, baseUrl }: ProviderAccess) {
  const session = new OneTrySession(apiKey);
  const lists = new ListsApi(session);
  const profiles = new ProfilesApi(session);
  const host = baseUrl === undefined ? BASE : klaviyoHost(baseUrl);
  lists.basePath = host;
  profiles.basePath = host;
  return { lists, profiles };
}

/** The SDK's (axios's) error as the answer it was: the status, the body and Retry-After, or no answer at all. */
function answerOf(err: unknown): ProviderAnswer {
  const response = field(err, 'response');
  const status = field(response, 'status');
  if (field(err, 'isAxiosError') === true && typeof status === 'number')
    return {
      status,
      body: field(response, 'data'),
      retryAfterMs: retryAfterMs(textOf(field(field(response, 'headers'), 'retry-after'))),
    };
  return unreachable(err);
}

/** The page[cursor] of Klaviyo's next link. */
function cursorOf(next: string | null | undefined): string | undefined {
  if (!next || !URL.canParse(next)) return undefined;
  return new URL(next).searchParams.get('page[cursor]') ?? undefined;
}

function reason(answer: ProviderAnswer): string | null {
  if (answer.status === null) return null;
  const errors = field(answer.body, 'errors');
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  return textOf(field(first, 'detail')) ?? textOf(field(first, 'title'));
}

export const klaviyo: Provider = {
  id: 'klaviyo',
  keyProblem: (apiKey) => (apiKey.startsWith('pk_') ? null : 'a Klaviyo private API key starts with pk_'),
  async lists(access): Promise<ListsOutcome> {
    const api = apis(access).lists;
    const lists = [];
    try {
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const { body } = await api.getLists({ fieldsList: ['name'], ...(cursor ? { pageCursor: cursor } : {}) });
        for (const l of body.data) lists.push({ id: l.id, name: l.attributes.name || l.id });
        // Only the next link's cursor is followed, against the same base: the key goes only to Klaviyo.
        cursor = cursorOf(body.links?.next);
        if (!cursor) break;
      }
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('klaviyo', answer, reason(answer), null) };
    }
    return { ok: true, lists };
  },
  async fields(access, listId): Promise<FieldsOutcome> {
    // The list is read so that a wrong key or list says so here, as for the other tools.
    try {
      await apis(access).lists.getList(listId, { fieldsList: ['name'] });
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('klaviyo', answer, reason(answer), listId) };
    }
    return { ok: true, fields: PROFILE_FIELDS, freeText: true };
  },
  async addContact(access, listId, contact): Promise<ContactOutcome> {
    const api = apis(access);
    const attributes: ProfileUpsertQueryResourceObjectAttributes = { email: contact.email };
    const properties: Record<string, string> = {};
    for (const [name, value] of Object.entries(contact.fields)) {
      if (isProfileAttribute(name)) attributes[KLAVIYO_PROFILE_ATTRIBUTES[name]] = value;
      else properties[name] = value;
    }
    if (Object.keys(properties).length > 0) attributes.properties = properties;
    try {
      const imported = await api.profiles.createOrUpdateProfile({
        data: { type: ProfileEnum.Profile, attributes },
      });
      const profileId = textOf(imported.body?.data?.id);
      if (!profileId) {
        const answer: ProviderAnswer = { status: imported.response.status, body: imported.body, retryAfterMs: null };
        return { ok: false, ...describeFailure('klaviyo', answer, 'no profile id in the answer', listId) };
      }
      const added = await api.lists.addProfilesToList(listId, {
        data: [{ type: ProfileEnum.Profile, id: profileId }],
      });
      return { ok: true, status: added.response.status };
    } catch (err) {
      const answer = answerOf(err);
      return { ok: false, ...describeFailure('klaviyo', answer, reason(answer), listId) };
    }
  },
};
