/** The team invitation mail: who invites, to what role, and the single-use link to join. */
import type { TeamInvitation } from '@beckon/owner-api';
import type { Mail } from '../../mail/outbox.js';

type InvitedRole = TeamInvitation['role'];

const ROLE_TEXT: Record<InvitedRole, string> = {
  editor: 'an editor (you may change the website and see the reports)',
  viewer: 'a viewer (you may see the reports)',
};

export function invitationMail(
  to: string,
  origin: string,
  invite: { accountId: string; accountName: string; role: InvitedRole; token: string },
): Mail {
  return {
    kind: 'team-invitation',
    to,
    subject: `You are invited to ${invite.accountName} on Beckon`,
    text: [
      'Hello,',
      '',
      `The owner of the Beckon account "${invite.accountName}" invites you to join it as ${ROLE_TEXT[invite.role]}.`,
      'Open this link to choose your password and join:',
      `${origin}/admin/join?account=${invite.accountId}&token=${invite.token}`,
      '',
      'The link works once, within 72 hours. If you do not know this account, ignore this mail: nothing happens.',
    ].join('\n'),
  };
}
