/** The form submissions' owner API call: one page, newest first, the last page shown while the next loads. */
import type { FormSubmissionsAnswer } from '@beckon/owner-api';
import { queryOptions } from '@tanstack/react-query';
import { api, query } from '../api/client.js';

/** Submissions per page. */
export const PAGE_SIZE = 20;

export const formQueries = {
  submissions: (page: number) =>
    queryOptions({
      queryKey: ['form-submissions', page],
      queryFn: () =>
        api<FormSubmissionsAnswer>('GET', `/api/owner/form-submissions${query({ page, page_size: PAGE_SIZE })}`),
      placeholderData: (previous) => previous,
    }),
};
