/** The mails of account recovery and changes: the reset and email-change links, and the notices around them. */
import type { Mail } from '../../mail/outbox.js';

export function resetMail(to: string, origin: string, accountId: string, token: string): Mail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Beckon password',
    text: [
      'Hello,',
      '',
      'Someone (perhaps you) asked to reset the password of your Beckon account. Open this link to choose a new one:',
      `${origin}/admin/reset-password?account=${accountId}&token=${token}`,
      '',
      'The link works once, within 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, origin: string): Mail {
  return {
    kind: 'password-changed',
    to,
    subject: 'Your Beckon password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Beckon account was just changed, and every other session was signed out.',
      `If this was not you, reset your password now at ${origin}/admin/forgot-password.`,
    ].join('\n'),
  };
}

export function emailChangeMail(to: string, origin: string, accountId: string, token: string): Mail {
  return {
    kind: 'email-change-confirm',
    to,
    subject: 'Confirm your new Beckon email',
    text: [
      'Hello,',
      '',
      'Open this link to make this address the one you sign in to Beckon with:',
      `${origin}/admin/confirm-email?account=${accountId}&token=${token}`,
      '',
      'The link works once, within 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

/** To the new address when it already has an account: no link, so nothing can change. */
export function emailTakenMail(to: string): Mail {
  return {
    kind: 'email-change-taken',
    to,
    subject: 'Someone tried to move a Beckon account to your email',
    text: [
      'Hello,',
      '',
      'Someone asked to use this address for a Beckon account, but it already has an account of its own,',
      'so nothing was changed. If it was you, sign out and sign in with this address instead.',
    ].join('\n'),
  };
}

/** To the current address: the change was asked for, and how to stop it. */
export function emailChangeNoticeMail(to: string, newEmail: string): Mail {
  return {
    kind: 'email-change-notice',
    to,
    subject: 'Your Beckon sign-in email is about to change',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Beckon account asked to change its email to ${newEmail}.`,
      'It changes only once the link mailed there is opened. If this was not you, change your password now.',
    ].join('\n'),
  };
}
