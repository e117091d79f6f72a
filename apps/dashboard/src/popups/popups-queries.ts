/**
 * The pop-ups' owner API calls. Keys follow the paths, so invalidating the list's key (`['popups']`)
 * refreshes the list and every pop-up; writes put their answer in the cache instead of refetching it.
 */
import type { PopupDetail, PopupSummary, PrizeCodesSummary } from '@beckon/owner-api';
import type { PopupInput } from '@beckon/popup-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';

const BASE = '/api/owner/popups';

export const prizeCodesPath = (poptinId: string, prizeId: string) =>
  `${BASE}/${poptinId}/prizes/${encodeURIComponent(prizeId)}/codes`;

export const popupQueries = {
  list: () =>
    queryOptions({
      queryKey: ['popups'],
      queryFn: async () => (await api<{ popups: PopupSummary[] }>('GET', BASE)).popups,
    }),
  /** Not fetched while `id` is undefined (a pop-up not yet created). */
  detail: (id: string | undefined) =>
    queryOptions({
      queryKey: ['popups', id ?? 'new'],
      queryFn: () => api<PopupDetail>('GET', `${BASE}/${id}`),
      enabled: id !== undefined,
    }),
  /** A saved prize's pool of unique codes: how many are free, drawn and used. */
  prizeCodes: (poptinId: string, prizeId: string) =>
    queryOptions({
      queryKey: ['prize-codes', poptinId, prizeId],
      queryFn: () => api<PrizeCodesSummary>('GET', prizeCodesPath(poptinId, prizeId)),
    }),
};

/** Every pop-up write: the answer replaces the cached pop-up, the list refetches. */
function usePopupWrite<V>(fn: (vars: V) => Promise<PopupDetail | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (popup) => {
      if (popup) client.setQueryData(popupQueries.detail(popup.poptin_id).queryKey, popup);
      void client.invalidateQueries({ queryKey: popupQueries.list().queryKey, exact: true });
    },
  });
}

export const useCreatePopup = () => usePopupWrite((popup: PopupInput) => api<PopupDetail>('POST', BASE, popup));
export const useUpdatePopup = () =>
  usePopupWrite(({ id, version, popup }: { id: string; version: number; popup: PopupInput }) =>
    api<PopupDetail>('PUT', `${BASE}/${id}`, { version, popup }),
  );
export const useDuplicatePopup = () =>
  usePopupWrite((id: string) => api<PopupDetail>('POST', `${BASE}/${id}/duplicate`));
export const useTogglePopup = () =>
  usePopupWrite(({ id, active }: { id: string; active: boolean }) =>
    api<PopupDetail>('POST', `${BASE}/${id}/toggle`, { is_active: active }),
  );
export const useCreateVariant = () => usePopupWrite((id: string) => api<PopupDetail>('POST', `${BASE}/${id}/variants`));
export function useDeletePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `${BASE}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: popupQueries.list().queryKey }),
  });
}
