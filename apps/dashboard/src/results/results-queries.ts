/** The results screen's owner API call: a range's figures, the last range's shown while the next loads. */
import type { ResultsAnswer } from '@beckon/owner-api';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

export const resultQueries = {
  range: (params: { from: string; to: string; popup?: string }) =>
    queryOptions({
      queryKey: ['results', params],
      queryFn: () => api<ResultsAnswer>('GET', `/api/owner/results${query(params)}`),
      placeholderData: (previous) => previous,
    }),
};
