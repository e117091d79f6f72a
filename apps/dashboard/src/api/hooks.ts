/**
 * TanStack Query hooks for every owner API call. Query keys are the paths, so
 * invalidating `['popups']` refreshes the list and every pop-up; writes update
 * the cache from their answers instead of refetching.
 */

import type {
  InstallAnswer,
  LeadsAnswer,
  PopupDetail,
  PopupSummary,
  ResultsAnswer,
  SessionAnswer,
  SignUpAnswer,
} from '@beckon/owner-api';
import type { PopupInput } from '@beckon/popup-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, query, setCsrfToken } from './client.js';

const keys = {
  session: ['session'] as const,
  popups: ['popups'] as const,
  popup: (id: string) => ['popups', id] as const,
  leads: (params: Record<string, string | number | undefined>) => ['leads', params] as const,
  results: (params: Record<string, string | undefined>) => ['results', params] as const,
  install: ['install'] as const,
};

/** The signed-in owner, or null when signed out (a 401 is an answer here, not an error). */
export function useSession() {
  return useQuery({
    queryKey: keys.session,
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
  });
}

/** Sign-in, and the confirmation link's POST: both answer with a new session. */
function useStartSession<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<SessionAnswer>('POST', path, body),
    onSuccess: (session) => {
      setCsrfToken(session.csrf_token);
      client.clear();
      client.setQueryData(keys.session, session);
    },
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
      client.setQueryData(keys.session, null);
    },
  });
}

export function usePopups() {
  return useQuery({
    queryKey: keys.popups,
    queryFn: async () => (await api<{ popups: PopupSummary[] }>('GET', '/api/owner/popups')).popups,
  });
}

export function usePopup(id: string | undefined) {
  return useQuery({
    queryKey: keys.popup(id ?? 'new'),
    queryFn: () => api<PopupDetail>('GET', `/api/owner/popups/${id}`),
    enabled: id !== undefined,
  });
}

/** Every pop-up write: the answer replaces the cached pop-up, the list refetches. */
function usePopupWrite<V>(fn: (vars: V) => Promise<PopupDetail | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (popup) => {
      if (popup) client.setQueryData(keys.popup(popup.poptin_id), popup);
      void client.invalidateQueries({ queryKey: keys.popups, exact: true });
    },
  });
}

export const useCreatePopup = () =>
  usePopupWrite((popup: PopupInput) => api<PopupDetail>('POST', '/api/owner/popups', popup));
export const useUpdatePopup = () =>
  usePopupWrite(({ id, version, popup }: { id: string; version: number; popup: PopupInput }) =>
    api<PopupDetail>('PUT', `/api/owner/popups/${id}`, { version, popup }),
  );
export const useDuplicatePopup = () =>
  usePopupWrite((id: string) => api<PopupDetail>('POST', `/api/owner/popups/${id}/duplicate`));
export const useTogglePopup = () =>
  usePopupWrite(({ id, active }: { id: string; active: boolean }) =>
    api<PopupDetail>('POST', `/api/owner/popups/${id}/toggle`, { is_active: active }),
  );
export const useCreateVariant = () =>
  usePopupWrite((id: string) => api<PopupDetail>('POST', `/api/owner/popups/${id}/variants`));
export function useDeletePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/owner/popups/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.popups }),
  });
}

export function useLeads(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: keys.leads(params),
    queryFn: () => api<LeadsAnswer>('GET', `/api/owner/leads${query(params)}`),
    placeholderData: (previous) => previous,
  });
}

export function useResults(params: { from: string; to: string; popup?: string }) {
  return useQuery({
    queryKey: keys.results(params),
    queryFn: () => api<ResultsAnswer>('GET', `/api/owner/results${query(params)}`),
    placeholderData: (previous) => previous,
  });
}

export function useInstall() {
  return useQuery({ queryKey: keys.install, queryFn: () => api<InstallAnswer>('GET', '/api/owner/install') });
}
