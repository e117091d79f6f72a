/**
 * The team API. Behind a sign-in: every member sees the team; only an owner invites
 * (by mailed single-use link, team-repository.ts), changes roles and removes members, and the account always
 * keeps one owner. Public: the invitation link's page reads what it invites to, then the invitee sets a
 * password and joins. One email signs in to one account (owners_by_email), so an address that already
 * has a login cannot join another account; only the link's holder is told so, never the inviter.
 */
import {
  type MemberMade,
  type TeamAnswer,
  type TeamInvitationLink,
  type TeamInvitationPreview,
  type TeamInvite,
  type TeamJoin,
  type TeamMember,
  type TeamRemovalQuery,
  type TeamRoleChange,
  teamInvitationLinkSchema,
  teamInvitationParamsSchema,
  teamInviteSchema,
  teamJoinSchema,
  teamMemberParamsSchema,
  teamRemovalQuerySchema,
  teamRoleChangeSchema,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookie, hashPassword, roleOf, sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { findAccountName } from './account-repository.js';
import { startSession } from './auth-routes.js';
import { listMadeBy, revokeMadeBy } from './member-made-repository.js';
import type { OwnerContext } from './owner-context.js';
import { insertOwner } from './owner-repository.js';
import { invitationMail } from './team-mails.js';
import {
  cancelInvitation,
  createInvitation,
  emailHasLogin,
  findInvitation,
  INVITATION_TTL_MS,
  listInvitations,
  listMembers,
  lockOwners,
  MAX_OPEN_INVITATIONS,
  removeMember,
  setRole,
  takeInvitation,
} from './team-repository.js';

const UNIQUE_VIOLATION = '23505';

/** The signed-in person's role; every team change needs 'owner', read afresh on each request. */
async function requireTeamOwner(ctx: OwnerContext, request: FastifyRequest): Promise<void> {
  const session = sessionOf(request);
  const role = (await roleOf(ctx.db, session.accountId, session.ownerId)) ?? 'none';
  if (role !== 'owner') throw errors.teamRole(role);
}

export function registerTeamRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  const preHandler = (request: FastifyRequest) => requireTeamOwner(ctx, request);

  scope.get('/api/owner/team', async (request): Promise<TeamAnswer> => {
    const session = sessionOf(request);
    const [role, members, invitations] = await Promise.all([
      roleOf(ctx.db, session.accountId, session.ownerId),
      listMembers(ctx.db, session.accountId, session.ownerId),
      listInvitations(ctx.db, session.accountId),
    ]);
    if (!role) throw errors.signedOut();
    return { your_role: role, can_manage: role === 'owner', members, invitations: role === 'owner' ? invitations : [] };
  });

  scope.post<{ Body: TeamInvite }>(
    '/api/owner/team/invitations',
    { preHandler, schema: { body: teamInviteSchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const email = request.body.email.trim().toLowerCase();
      const origin = request.server.publicOrigin.get();
      // A member of this account is listed on the team screen already, so saying so tells nothing new.
      // An address with a login elsewhere is invited like any other: only its mailbox learns it cannot join.
      const members = await listMembers(ctx.db, session.accountId, session.ownerId);
      if (members.some((m) => m.email === email)) throw errors.alreadyMember(email);
      const mail = await ctx.db.transaction(async (tx) => {
        const accountName = (await findAccountName(tx, session.accountId)) ?? 'your team';
        const token = await createInvitation(tx, {
          accountId: session.accountId,
          email,
          role: request.body.role,
          invitedBy: session.ownerId,
        });
        if (!token) return null;
        const invite = { accountId: session.accountId, accountName, role: request.body.role, token };
        return ctx.mailer.queue(tx, invitationMail(email, origin, invite));
      });
      if (!mail) throw errors.tooManyInvitations(MAX_OPEN_INVITATIONS);
      ctx.mailer.deliver(mail);
      const invitation = (await listInvitations(ctx.db, session.accountId)).find((i) => i.email === email);
      return reply.code(201).send(invitation);
    },
  );

  scope.delete<{ Params: { invitationId: string } }>(
    '/api/owner/team/invitations/:invitationId',
    { preHandler, schema: { params: teamInvitationParamsSchema } },
    async (request, reply) => {
      const { invitationId } = request.params;
      if (!(await cancelInvitation(ctx.db, sessionOf(request).accountId, invitationId))) {
        throw errors.invitationNotFound(invitationId);
      }
      return reply.code(204).send();
    },
  );

  scope.put<{ Params: { ownerId: string }; Body: TeamRoleChange }>(
    '/api/owner/team/members/:ownerId',
    { preHandler, schema: { params: teamMemberParamsSchema, body: teamRoleChangeSchema } },
    async (request): Promise<TeamMember> => {
      const session = sessionOf(request);
      const { ownerId } = request.params;
      const { role } = request.body;
      await ctx.db.transaction(async (tx) => {
        const owners = await lockOwners(tx, session.accountId);
        if (role !== 'owner' && owners.length === 1 && owners[0] === ownerId) throw errors.lastOwner();
        if (!(await setRole(tx, session.accountId, ownerId, role))) throw errors.memberNotFound(ownerId);
      });
      const member = (await listMembers(ctx.db, session.accountId, session.ownerId)).find(
        (m) => m.owner_id === ownerId,
      );
      if (!member) throw errors.memberNotFound(ownerId);
      return member;
    },
  );

  // What the member made that would outlive them, for the owner to see before removing them.
  scope.get<{ Params: { ownerId: string } }>(
    '/api/owner/team/members/:ownerId/made',
    { preHandler, schema: { params: teamMemberParamsSchema } },
    async (request): Promise<MemberMade> => {
      const { accountId } = sessionOf(request);
      const { ownerId } = request.params;
      const members = await listMembers(ctx.db, accountId, sessionOf(request).ownerId);
      if (!members.some((m) => m.owner_id === ownerId)) throw errors.memberNotFound(ownerId);
      return listMadeBy(ctx.db, accountId, ownerId);
    },
  );

  scope.delete<{ Params: { ownerId: string }; Querystring: TeamRemovalQuery }>(
    '/api/owner/team/members/:ownerId',
    { preHandler, schema: { params: teamMemberParamsSchema, querystring: teamRemovalQuerySchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { ownerId } = request.params;
      await ctx.db.transaction(async (tx) => {
        const owners = await lockOwners(tx, session.accountId);
        if (owners.length === 1 && owners[0] === ownerId) throw errors.lastOwner();
        if (!(await removeMember(tx, session.accountId, ownerId))) throw errors.memberNotFound(ownerId);
        if (request.query.revoke === 'true') await revokeMadeBy(tx, session.accountId, ownerId);
      });
      // An owner who leaves the account is signed out here too (their sessions are gone).
      if (ownerId === session.ownerId) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );
}

export function registerPublicTeamRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  /** The invitation of a live link whose email may still join; the link stays unspent. */
  const liveInvitation = async (accountId: string, token: string) => {
    const invitation = await findInvitation(ctx.db, accountId, token);
    if (!invitation) throw errors.invitationLinkInvalid(INVITATION_TTL_MS / 3600_000);
    if (await emailHasLogin(ctx.db, invitation.email)) throw errors.emailHasAccount(invitation.email);
    return invitation;
  };

  scope.post<{ Body: TeamInvitationLink }>(
    '/api/owner/team/join/preview',
    { schema: { body: teamInvitationLinkSchema } },
    async (request): Promise<TeamInvitationPreview> => {
      const invitation = await liveInvitation(request.body.account_id, request.body.token);
      return { account_name: invitation.account_name, email: invitation.email, role: invitation.role };
    },
  );

  scope.post<{ Body: TeamJoin }>(
    '/api/owner/team/join',
    { schema: { body: teamJoinSchema } },
    async (request, reply) => {
      const { account_id: accountId, token, password } = request.body;
      // A made-up or spent link is refused before the deliberately slow hash, so guessing costs the server little.
      await liveInvitation(accountId, token);
      const passwordHash = await hashPassword(password);
      let joined: { ownerId: string } | null;
      try {
        joined = await ctx.db.transaction(async (tx) => {
          const invitation = await takeInvitation(tx, accountId, token);
          if (!invitation) return null;
          const ownerId = await insertOwner(tx, accountId, invitation.email, passwordHash);
          await setRole(tx, accountId, ownerId, invitation.role);
          return { ownerId };
        });
      } catch (err) {
        // The address got a login between the check above and now (a sign-up confirmed meanwhile).
        if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) throw errors.emailHasAccount('this email');
        throw err;
      }
      if (!joined) throw errors.invitationLinkInvalid(INVITATION_TTL_MS / 3600_000);
      const answer = await startSession(ctx, request, reply, accountId, joined.ownerId);
      return reply.code(201).send(answer);
    },
  );
}
