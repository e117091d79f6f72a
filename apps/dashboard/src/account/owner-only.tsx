/**
 * The controls only the account's owner may use (the server's `ownerOnly` routes, the site's and the
 * team's owner-only ones): anyone else is shown a line saying so instead of a button the server refuses.
 * The role comes from the session answer, so a role the owner changes applies at its next read.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';
import { accountQueries } from './account-queries.js';

/** Whether the signed-in person is the account's owner. */
export function useIsOwner(): boolean {
  const role = useQuery(accountQueries.session()).data?.role;
  // A session not read yet (or one without a role) keeps the controls: the server still refuses them.
  return role === undefined || role === 'owner';
}

/**
 * `children` for the owner; for anyone else, in their place, "Only the account owner can {does}."
 * Without children it is just that line, beside controls shown read-only.
 */
export function OwnerOnly({ does, children }: { does: string; children?: ReactNode }) {
  const t = useT();
  if (useIsOwner()) return children ?? null;
  return <p className="hint owner-only">{t('account.onlyTheAccountOwner', { does })}</p>;
}
