/**
 * The owner's view of the Wix-style site connection (the dashboard's Wix screen): whether one is set, when the
 * site's orders and abandoned checkouts were last read or why they could not be (wix-report-sync.ts), connect
 * one by typing the site id and API key (tried on the site first, wix-key-check.ts), disconnect. The key is
 * stored sealed and never answered back: only that one is set. Mounted in the owner API (session, CSRF);
 * connecting and disconnecting are the account owner's alone, as the catalogue import key is.
 */
import { type WixConnection, type WixConnectionState, wixConnectionSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { SecretBox } from '../../secret-box.js';
import type { WixConnections } from './wix-connections.js';
import { wixKeyProblem } from './wix-key-check.js';
import type { WixReportSync } from './wix-report-sync.js';

const PATH = '/api/owner/store-catalogue/wix/connection';

export function registerOwnerWixConnectionRoutes(
  scope: FastifyInstance,
  connections: WixConnections,
  box: SecretBox | null,
  apiOrigin: string,
  sync: WixReportSync,
): void {
  const stateOf = async (accountId: string): Promise<WixConnectionState> => {
    const [row, read] = await Promise.all([connections.get(accountId), sync.state(accountId)]);
    // A read of another site says nothing of this one; a problem from before this key was saved, nothing of it.
    const same = row !== null && read !== null && read.siteId === row.siteId;
    const current = same && read.problemAt !== null && read.problemAt.getTime() >= Date.parse(row.connectedAt);
    return {
      connection: row
        ? {
            site_id: row.siteId,
            api_key_set: true,
            connected_at: row.connectedAt,
            reports_read_at: same ? (read.succeededAt?.toISOString() ?? null) : null,
            reports_problem: current ? read.problem : null,
          }
        : null,
      can_connect: box !== null,
    };
  };

  scope.get(PATH, async (request): Promise<WixConnectionState> => stateOf(sessionOf(request).accountId));

  scope.put<{ Body: WixConnection }>(
    PATH,
    { schema: { body: wixConnectionSchema }, config: { ownerOnly: 'connect the Wix site' } },
    async (request): Promise<WixConnectionState> => {
      if (!box) throw errors.integrationsNeedSecretsKey();
      const { accountId } = sessionOf(request);
      const problem = await wixKeyProblem(apiOrigin, request.body.site_id, request.body.api_key);
      if (problem === 'refused') throw errors.wixKeyRefused();
      if (problem === 'unreachable') throw errors.wixUnreachable();
      await connections.save(accountId, request.body.site_id, box.seal(request.body.api_key));
      await sync.keySaved(accountId, request.body.site_id, request.body.api_key);
      return stateOf(accountId);
    },
  );

  scope.delete(PATH, { config: { ownerOnly: 'disconnect the Wix site' } }, async (request, reply) => {
    await connections.remove(sessionOf(request).accountId);
    return reply.code(204).send();
  });
}
