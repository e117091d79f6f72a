/**
 * The Privacy screen's owner API calls: a person's export and erasure (the email in the body) and the retention
 * period. An erasure drops every cached list that could still show
 * the person (leads, form submissions, orders, mails), so no screen keeps a copy.
 */
import type { PersonErased, PersonExport, RetentionSetting } from '@beckon/owner-api/privacy';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.js';

const RETENTION = '/api/owner/privacy/retention';

export const privacyQueries = {
  retention: () =>
    queryOptions({ queryKey: ['privacy-retention'], queryFn: () => api<RetentionSetting>('GET', RETENTION) }),
};

export const saveRetention = (setting: RetentionSetting) => api<RetentionSetting>('PUT', RETENTION, setting);
export const exportPerson = (email: string) => api<PersonExport>('POST', '/api/owner/privacy/export', { email });
export const erasePerson = (email: string) => api<PersonErased>('POST', '/api/owner/privacy/erase', { email });

/** Every cached list that can show a person's data; they load afresh when next shown. */
export function forgetPersonalData(client: QueryClient): void {
  for (const key of ['leads', 'form-submissions', 'shop-orders', 'shop-order', 'mails', 'lead-delivery']) {
    client.removeQueries({ queryKey: [key] });
  }
}
