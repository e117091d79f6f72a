/** The Store reports screen's owner API calls: a page of reports for the filters, and the registered shop. */
import type { StoreReportsAnswer, StoreShopAnswer } from '@beckon/owner-api/store-reports';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

export const storeReportQueries = {
  list: (params: Record<string, string | number | undefined>) =>
    queryOptions({
      queryKey: ['store-reports', params],
      queryFn: () => api<StoreReportsAnswer>('GET', `/api/owner/store-reports${query(params)}`),
      placeholderData: (previous) => previous,
    }),
  shop: () =>
    queryOptions({ queryKey: ['store-shop'], queryFn: () => api<StoreShopAnswer>('GET', '/api/owner/store-shop') }),
};

/** Sends only the shop: the proof tag is the server's to say. */
export const saveStoreShop = ({ shop }: StoreShopAnswer) =>
  api<StoreShopAnswer>('PUT', '/api/owner/store-shop', { shop });
