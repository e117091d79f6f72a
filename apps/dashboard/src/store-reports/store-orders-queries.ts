/** The Orders view's owner API call: a page of the account's store orders for the period. */
import type { StoreOrdersAnswer } from '@beckon/owner-api/store-orders';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

export const storeOrderQueries = {
  list: (params: Record<string, string | number | undefined>) =>
    queryOptions({
      queryKey: ['store-orders', params],
      queryFn: () => api<StoreOrdersAnswer>('GET', `/api/owner/store-orders${query(params)}`),
      placeholderData: (previous) => previous,
    }),
};
