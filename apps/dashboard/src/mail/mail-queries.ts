/** The mail outbox's owner API call: the account's mails, newest first, a page at a time (`before` the last). */
import type { MailOutboxAnswer } from '@beckon/owner-api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api/client.js';

export const mailQueries = {
  outbox: () =>
    infiniteQueryOptions({
      queryKey: ['mails'],
      queryFn: ({ pageParam }) =>
        api<MailOutboxAnswer>('GET', `/api/owner/mails${pageParam ? `?before=${pageParam}` : ''}`),
      initialPageParam: '',
      getNextPageParam: (last) => last.next_before ?? undefined,
    }),
};
