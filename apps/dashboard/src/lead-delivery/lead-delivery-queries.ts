/**
 * Lead delivery's owner API calls: the screen's one read (the email switch, webhooks and delivery log), kept
 * fresh while open, and the write hook every change goes through.
 */
import type { LeadDeliveryAnswer } from '@beckon/owner-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';

export const leadDeliveryQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['lead-delivery'],
      queryFn: () => api<LeadDeliveryAnswer>('GET', '/api/owner/lead-delivery'),
      // The log shows retries as they happen while the screen is open.
      refetchInterval: 5000,
    }),
};

/** Any write here: refresh the screen's one query afterwards. */
export function useDeliveryWrite<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: leadDeliveryQueries.settings().queryKey }),
  });
}
