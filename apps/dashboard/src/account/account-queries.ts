/**
 * The account's owner API calls: the session (who is signed in), signing in, up and out, and the account's
 * settings. Each query's key and fetcher come together from `accountQueries` (TanStack's queryOptions);
 * writes that start or end a session reset the whole cache, since everything in it was the old session's.
 */
import type { AccountSettings, SessionAnswer, SignUpAnswer } from '@beckon/owner-api';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, setCsrfToken } from '../api/client.js';

const SETTINGS = '/api/owner/account/settings';

export const accountQueries = {
  /** The signed-in owner, or null when signed out (a 401 is an answer here, not an error). */
  session: () =>
    queryOptions({
      queryKey: ['session'],
      queryFn: async (): Promise<SessionAnswer | null> => {
        try {
          const session = await api<SessionAnswer>('GET', '/api/owner/session');
          setCsrfToken(session.csrf_token);
          return session;
        } catch (err) {
          if (err instanceof ApiError && err.status === 401) return null;
          throw err;
        }
      },
      staleTime: 60_000,
    }),
  settings: () =>
    queryOptions({ queryKey: ['account-settings'], queryFn: () => api<AccountSettings>('GET', SETTINGS) }),
};

export const saveAccountSettings = (settings: AccountSettings) => api<AccountSettings>('PUT', SETTINGS, settings);

/** A new session (sign-in, a confirmation or invitation link, a password reset): nothing cached is kept. */
export function startSession(client: QueryClient, session: SessionAnswer): void {
  setCsrfToken(session.csrf_token);
  client.clear();
  client.setQueryData(accountQueries.session().queryKey, session);
}

/** Sign-in, and the confirmation link's POST: both answer with a new session. */
function useStartSession<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<SessionAnswer>('POST', path, body),
    onSuccess: (session) => startSession(client, session),
  });
}

export function useSignIn() {
  return useStartSession<Record<string, string>>('/api/owner/sign-in');
}

/** Sign-up only mails a confirmation link: the account exists once the link is opened. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: Record<string, string>) => api<SignUpAnswer>('POST', '/api/owner/sign-up', body),
  });
}

/** Opens the confirmation link: creates the account and signs the owner in. */
export function useConfirmSignUp() {
  return useStartSession<{ token: string }>('/api/owner/confirm');
}

export function useSignOut(everywhere: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('POST', everywhere ? '/api/owner/sign-out-everywhere' : '/api/owner/sign-out'),
    onSuccess: () => {
      setCsrfToken('');
      client.clear();
      client.setQueryData(accountQueries.session().queryKey, null);
    },
  });
}
