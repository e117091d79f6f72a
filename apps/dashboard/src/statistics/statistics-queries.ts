/**
 * The statistics screen's calls: the reports API itself (read with the dashboard session, which the
 * reports accept for the owner's own site) and the Stats API keys of the owner API, each query's key and
 * fetcher from `statisticsQueries`. Report answers stay on screen while a new range loads
 * (placeholderData), so the page does not jump.
 */
import type { OverviewReport, StatsKeyCreate, StatsKeyCreated, StatsKeySummary } from '@beckon/owner-api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../api/client.js';
import type { DayRange } from './stats-range.js';

/** Rows asked for in each top-N table. */
const TOP_ROWS = 10;
/** "Online now" is refreshed this often while the screen is open (the tracker pings every 60 s). */
const ONLINE_REFRESH_MS = 30_000;

export const statisticsQueries = {
  /** One report of the range; asked for only once the site and the range are known (and `enabled`). */
  report: <T>(site: string | undefined, report: string, range: DayRange | null, enabled = true) => {
    const params = range ? { ...range, ...(report === 'visitors' ? {} : { limit: TOP_ROWS }) } : {};
    return queryOptions({
      queryKey: ['statistics', site, report, params],
      queryFn: () => api<T>('GET', `/api/statistics/sites/${site}/${report}${query(params)}`),
      enabled: enabled && site !== undefined && range !== null,
      placeholderData: keepPreviousData,
    });
  },
  /** Every range report of the screen in one request (GET …/overview): one round trip and one rollup on the server. */
  overview: (site: string | undefined, range: DayRange | null) => {
    const params = range ? { ...range, limit: TOP_ROWS } : {};
    return queryOptions({
      queryKey: ['statistics', site, 'overview', params],
      queryFn: () => api<OverviewReport>('GET', `/api/statistics/sites/${site}/overview${query(params)}`),
      enabled: site !== undefined && range !== null,
      placeholderData: keepPreviousData,
    });
  },
  online: <T>(site: string | undefined) =>
    queryOptions({
      queryKey: ['statistics', site, 'online'],
      queryFn: () => api<T>('GET', `/api/statistics/sites/${site}/online${query({ limit: TOP_ROWS })}`),
      enabled: site !== undefined,
      refetchInterval: ONLINE_REFRESH_MS,
    }),
  keys: () =>
    queryOptions({
      queryKey: ['stats-keys'],
      queryFn: async () => (await api<{ keys: StatsKeySummary[] }>('GET', '/api/owner/stats-keys')).keys,
    }),
};

export function useCreateStatsKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatsKeyCreate) => api<StatsKeyCreated>('POST', '/api/owner/stats-keys', body),
    onSuccess: () => client.invalidateQueries({ queryKey: statisticsQueries.keys().queryKey }),
  });
}

export function useRevokeStatsKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<void>('DELETE', `/api/owner/stats-keys/${keyId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: statisticsQueries.keys().queryKey }),
  });
}
