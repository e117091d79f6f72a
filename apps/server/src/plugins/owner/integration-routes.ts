/**
 * The owner API of email-marketing integrations: read a tool's lists with a pasted key, add, change and
 * delete integrations, and send a test lead. Adding and changing are the owner's alone (they send the
 * account's leads elsewhere). The key is sealed before it is stored and never answered back.
 */
import {
  type Integration,
  type IntegrationCreate,
  type IntegrationFieldsAnswer,
  type IntegrationFieldsQuery,
  type IntegrationFieldsSearch,
  type IntegrationList,
  type IntegrationListsAnswer,
  type IntegrationListsQuery,
  type IntegrationProvider,
  type IntegrationUpdate,
  integrationCreateSchema,
  integrationFieldsQuerySchema,
  integrationFieldsSearchSchema,
  integrationListsQuerySchema,
  integrationParamsSchema,
  integrationUpdateSchema,
  PROVIDER_LABELS,
  PROVIDERS_WITH_DOUBLE_OPT_IN,
  PROVIDERS_WITH_TAGS,
  type TestLeadAnswer,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import {
  deleteIntegration,
  findIntegration,
  type IntegrationRow,
  insertIntegrationWithinLimit,
  listIntegrations,
  updateIntegration,
} from './integration-repository.js';
import { type IntegrationRuntime, sendLeadToIntegration } from './integration-send.js';
import { PROVIDERS } from './integrations/providers.js';
import type { OwnerContext } from './owner-context.js';
import { findOwner } from './owner-repository.js';
import { testLead } from './test-lead.js';

const MAX_INTEGRATIONS = 10;

export const toIntegration = ({ created_by_email, api_key_sealed: _sealed, ...row }: IntegrationRow): Integration => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  created_by: created_by_email,
});

export function registerIntegrationRoutes(
  scope: FastifyInstance,
  ctx: OwnerContext,
  runtime: IntegrationRuntime,
): void {
  function boxOrRefuse() {
    if (!runtime.box) throw errors.integrationsNeedSecretsKey();
    return runtime.box;
  }

  /** The stored key in clear; a key sealed under another SECRETS_KEY is a 422 that says to paste it again. */
  function openKey(row: IntegrationRow): string {
    try {
      return boxOrRefuse().open(row.api_key_sealed);
    } catch (err) {
      if (!runtime.box) throw err;
      throw errors.integrationInvalid(
        "api_key: the stored key cannot be read with this server's SECRETS_KEY; paste the key again",
      );
    }
  }

  /** The tool's lists with this key, or the tool's refusal in plain words. */
  async function listsOf(provider: IntegrationProvider, apiKey: string): Promise<IntegrationList[]> {
    const keyProblem = PROVIDERS[provider].keyProblem(apiKey);
    if (keyProblem) throw errors.integrationInvalid(`api_key: ${keyProblem}`);
    const answer = await PROVIDERS[provider].lists({ apiKey, baseUrl: runtime.baseUrls[provider] });
    if (!answer.ok) throw errors.integrationProviderRefused(answer.error);
    return answer.lists;
  }

  /** The tool's own fields for contacts on the list, or the tool's refusal in plain words. */
  async function fieldsOf(
    provider: IntegrationProvider,
    apiKey: string,
    listId: string,
  ): Promise<IntegrationFieldsAnswer> {
    const keyProblem = PROVIDERS[provider].keyProblem(apiKey);
    if (keyProblem) throw errors.integrationInvalid(`api_key: ${keyProblem}`);
    const answer = await PROVIDERS[provider].fields({ apiKey, baseUrl: runtime.baseUrls[provider] }, listId);
    if (!answer.ok) throw errors.integrationProviderRefused(answer.error);
    return { fields: answer.fields, free_text: answer.freeText };
  }

  /** The list's name at the tool: the list must be one the key can reach. */
  async function listName(provider: IntegrationProvider, apiKey: string, listId: string): Promise<string> {
    const list = (await listsOf(provider, apiKey)).find((l) => l.id === listId);
    if (!list)
      throw errors.integrationInvalid(
        `list_id: ${PROVIDER_LABELS[provider]} has no list ${listId} for this key; pick one of its lists`,
      );
    return list.name;
  }

  function checkOptions(provider: IntegrationProvider, doubleOptIn: boolean, tags: readonly string[]): void {
    if (doubleOptIn && !PROVIDERS_WITH_DOUBLE_OPT_IN.includes(provider))
      throw errors.integrationInvalid(
        `double_opt_in: ${PROVIDER_LABELS[provider]} sets double opt-in on the list itself, not per contact`,
      );
    if (tags.length > 0 && !PROVIDERS_WITH_TAGS.includes(provider))
      throw errors.integrationInvalid(`tags: ${PROVIDER_LABELS[provider]} has no contact tags here; use a list`);
  }

  scope.get('/api/owner/integrations', async (request): Promise<{ integrations: Integration[] }> => {
    const rows = await listIntegrations(ctx.db, sessionOf(request).accountId);
    return { integrations: rows.map(toIntegration) };
  });

  // A POST, so the pasted key travels in a body rather than a URL that logs keep.
  scope.post<{ Body: IntegrationListsQuery }>(
    '/api/owner/integrations/lists',
    { schema: { body: integrationListsQuerySchema }, config: { ownerOnly: 'connect integrations' } },
    async (request): Promise<IntegrationListsAnswer> => ({
      lists: await listsOf(request.body.provider, request.body.api_key),
    }),
  );

  scope.get<{ Params: { integrationId: string } }>(
    '/api/owner/integrations/:integrationId/lists',
    { schema: { params: integrationParamsSchema } },
    async (request): Promise<IntegrationListsAnswer> => {
      const row = await findIntegration(ctx.db, sessionOf(request).accountId, request.params.integrationId);
      if (!row) throw errors.integrationNotFound(request.params.integrationId);
      return { lists: await listsOf(row.provider, openKey(row)) };
    },
  );

  // The connect form's mapping rows, before anything is saved; a POST for the same reason as the lists.
  scope.post<{ Body: IntegrationFieldsQuery }>(
    '/api/owner/integrations/fields',
    { schema: { body: integrationFieldsQuerySchema }, config: { ownerOnly: 'connect integrations' } },
    async (request): Promise<IntegrationFieldsAnswer> =>
      fieldsOf(request.body.provider, request.body.api_key, request.body.list_id),
  );

  scope.get<{ Params: { integrationId: string }; Querystring: IntegrationFieldsSearch }>(
    '/api/owner/integrations/:integrationId/fields',
    { schema: { params: integrationParamsSchema, querystring: integrationFieldsSearchSchema } },
    async (request): Promise<IntegrationFieldsAnswer> => {
      const row = await findIntegration(ctx.db, sessionOf(request).accountId, request.params.integrationId);
      if (!row) throw errors.integrationNotFound(request.params.integrationId);
      return fieldsOf(row.provider, openKey(row), request.query.list_id ?? row.list_id);
    },
  );

  scope.post<{ Body: IntegrationCreate }>(
    '/api/owner/integrations',
    { schema: { body: integrationCreateSchema }, config: { ownerOnly: 'connect integrations' } },
    async (request, reply) => {
      const { accountId, ownerId } = sessionOf(request);
      const box = boxOrRefuse();
      const body = request.body;
      checkOptions(body.provider, body.double_opt_in, body.tags);
      const name = await listName(body.provider, body.api_key, body.list_id);
      const row = await insertIntegrationWithinLimit(
        ctx.db,
        accountId,
        {
          provider: body.provider,
          apiKeySealed: box.seal(body.api_key),
          apiKeyLast4: body.api_key.slice(-4),
          listId: body.list_id,
          listName: name,
          fieldMap: body.field_map,
          tags: body.tags,
          doubleOptIn: body.double_opt_in,
          popupIds: body.popup_ids,
        },
        MAX_INTEGRATIONS,
        ownerId,
      );
      if (!row) throw errors.tooManyIntegrations(MAX_INTEGRATIONS);
      return reply.code(201).send(toIntegration(row));
    },
  );

  scope.put<{ Params: { integrationId: string }; Body: IntegrationUpdate }>(
    '/api/owner/integrations/:integrationId',
    {
      schema: { params: integrationParamsSchema, body: integrationUpdateSchema },
      config: { ownerOnly: 'change integrations' },
    },
    async (request): Promise<Integration> => {
      const { accountId } = sessionOf(request);
      const box = boxOrRefuse();
      const current = await findIntegration(ctx.db, accountId, request.params.integrationId);
      if (!current) throw errors.integrationNotFound(request.params.integrationId);
      const change = request.body;
      const doubleOptIn = change.double_opt_in ?? current.double_opt_in;
      const tags = change.tags ?? current.tags;
      checkOptions(current.provider, doubleOptIn, tags);
      const apiKey = change.api_key ?? openKey(current);
      const listId = change.list_id ?? current.list_id;
      // A new key or list is checked at the tool, as when the integration was added.
      const name =
        change.api_key !== undefined || change.list_id !== undefined
          ? await listName(current.provider, apiKey, listId)
          : current.list_name;
      const row = await updateIntegration(ctx.db, accountId, current.integration_id, {
        apiKeySealed: change.api_key === undefined ? current.api_key_sealed : box.seal(change.api_key),
        apiKeyLast4: apiKey.slice(-4),
        listId,
        listName: name,
        fieldMap: change.field_map ?? current.field_map,
        tags,
        doubleOptIn,
        popupIds: change.popup_ids === undefined ? current.popup_ids : change.popup_ids,
        enabled: change.enabled ?? current.enabled,
      });
      if (!row) throw errors.integrationNotFound(request.params.integrationId);
      return toIntegration(row);
    },
  );

  scope.delete<{ Params: { integrationId: string } }>(
    '/api/owner/integrations/:integrationId',
    { schema: { params: integrationParamsSchema }, config: { ownerOnly: 'remove integrations' } },
    async (request, reply) => {
      if (!(await deleteIntegration(ctx.db, sessionOf(request).accountId, request.params.integrationId)))
        throw errors.integrationNotFound(request.params.integrationId);
      return reply.code(204).send();
    },
  );

  // "Send a test lead": the signed-in member's address goes to the tool now, and the answer says what happened.
  scope.post<{ Params: { integrationId: string } }>(
    '/api/owner/integrations/:integrationId/test',
    { schema: { params: integrationParamsSchema }, config: { ownerOnly: 'send test leads' } },
    async (request): Promise<TestLeadAnswer> => {
      const { accountId, ownerId } = sessionOf(request);
      const row = await findIntegration(ctx.db, accountId, request.params.integrationId);
      if (!row) throw errors.integrationNotFound(request.params.integrationId);
      const member = await findOwner(ctx.db, accountId, ownerId);
      const lead = testLead(member?.email ?? '');
      const outcome = await sendLeadToIntegration(runtime, row, lead);
      const label = PROVIDER_LABELS[row.provider];
      return outcome.ok
        ? { ok: true, status: outcome.status, message: `${label} took ${lead.email} on the list ${row.list_name}.` }
        : { ok: false, status: outcome.status, message: outcome.error };
    },
  );
}
