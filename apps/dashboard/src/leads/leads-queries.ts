/** The leads list's owner API call: one page of leads for the filters, the last page shown while the next loads. */
import type { LeadsAnswer } from '@beckon/owner-api';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

export const leadQueries = {
  list: (params: Record<string, string | number | undefined>) =>
    queryOptions({
      queryKey: ['leads', params],
      queryFn: () => api<LeadsAnswer>('GET', `/api/owner/leads${query(params)}`),
      placeholderData: (previous) => previous,
    }),
};

/** Deletes one lead with its deliveries (the account's owner only). */
export const deleteLead = (conversionId: string) =>
  api<void>('DELETE', `/api/owner/leads/${encodeURIComponent(conversionId)}`);
