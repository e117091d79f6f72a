/** Shows its children only to a signed-in owner; everyone else goes to the sign-in screen. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/hooks.js';
import { Loading } from './loading.js';

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading label="Loading your account" />;
  if (session.isError) return <p role="alert">Could not reach the server: {session.error.message}</p>;
  if (!session.data) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
