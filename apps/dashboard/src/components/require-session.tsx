/** Shows its children only to a signed-in owner; everyone else goes to the sign-in screen. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accountQueries } from '../account/account-queries.js';
import { useT } from '../i18n/i18n.js';
import { LoadError } from './load-error.js';
import { Loading } from './loading.js';

export function RequireSession({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useQuery(accountQueries.session());
  const location = useLocation();
  if (session.isPending) return <Loading label={t('session.loading')} />;
  if (session.isError)
    return <LoadError what={t('session.what')} error={session.error} onRetry={() => session.refetch()} />;
  if (!session.data) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
