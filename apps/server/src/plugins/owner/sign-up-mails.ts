/** The sign-up mails: the confirmation link to a new email, a note without a link to a known one. */
import type { Mail } from '../../mail/outbox.js';

/** The mail to a new email: the link that creates the account. */
export function confirmMail(to: string, origin: string, token: string): Mail {
  const link = `${origin}/admin/confirm?token=${token}`;
  return {
    kind: 'sign-up-confirm',
    to,
    subject: 'Confirm your Beckon account',
    text: [
      'Hello,',
      '',
      'Open this link to confirm your email and create your Beckon account:',
      link,
      '',
      'The link works once, within 24 hours. If you did not sign up, ignore this mail: no account is created.',
    ].join('\n'),
  };
}

/** The mail to an email that already has an account: no link, so nothing is created or changed. */
export function knownEmailMail(to: string, origin: string): Mail {
  return {
    kind: 'sign-up-known',
    to,
    subject: 'Someone tried to create a Beckon account with your email',
    text: [
      'Hello,',
      '',
      'Someone (perhaps you) tried to create a Beckon account with this address, which already has one.',
      `If it was you, sign in at ${origin}/admin/sign-in, or reset your password if you have forgotten it.`,
      '',
      'If it was not you, you can ignore this mail: nothing was changed.',
    ].join('\n'),
  };
}
