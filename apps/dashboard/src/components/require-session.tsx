/** Shows its children only to a signed-in owner; everyone else goes to the sign-in screen. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/hooks.js';
import { LoadError } from './load-error.js';
import { Loading } from './loading.js';

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading label="Loading your account" />;
  if (session.isError) return <LoadError what="your account" error={session.error} onRetry={() => session.refetch()} />;
  if (!session.data) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
