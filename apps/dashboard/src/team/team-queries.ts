/**
 * The team's owner API calls: the members and open invitations (`teamQueries.team`), read again after every
 * change, and an invitation link's preview, read before the invitee joins.
 */
import type { TeamAnswer, TeamInvitationPreview } from '@beckon/owner-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';

/** The two halves of an invitation link (/admin/join?account=…&token=…). */
export interface InvitationLink {
  account_id: string;
  token: string;
}

export const teamQueries = {
  team: () => queryOptions({ queryKey: ['team'], queryFn: () => api<TeamAnswer>('GET', '/api/owner/team') }),
  /** Which account and role a link invites to; a spent or expired link is an answer, not worth a retry. */
  invitation: (link: InvitationLink) =>
    queryOptions({
      queryKey: ['team-invitation', link.account_id, link.token],
      queryFn: () => api<TeamInvitationPreview>('POST', '/api/owner/team/join/preview', link),
      retry: false,
    }),
};

/** A team change; the list is read again afterwards, so what is shown is what the server holds. */
export function useTeamChange<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.team().queryKey }),
  });
}
