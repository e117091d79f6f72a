/** The install screen's owner API call: the account's snippet and whether the site has loaded it. */
import type { InstallAnswer } from '@beckon/owner-api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.js';

export const installQueries = {
  snippet: () =>
    queryOptions({ queryKey: ['install'], queryFn: () => api<InstallAnswer>('GET', '/api/owner/install') }),
};
