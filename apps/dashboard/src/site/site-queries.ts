/**
 * The account's website in the owner API (/api/owner/site): the site itself (`siteQueries.site`, null until
 * the account makes one), the starters it can be made from (with the address a new site gets), and the writes. A write that answers with the
 * site replaces the cached copy, so the navigation and every screen that reads it follow at once; a domain
 * write answers with one address, so the site is read again.
 */
import type {
  SiteAddress,
  SiteAnswer,
  SiteCreate,
  SiteDomainCreate,
  SiteStartersAnswer,
  SiteSummary,
  SiteTheme,
} from '@beckon/owner-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';
import { pageQueries } from '../editor/pages-queries.js';

const BASE = '/api/owner/site';
const domainPath = (domain: string) => `${BASE}/domains/${encodeURIComponent(domain)}`;

export const siteQueries = {
  site: () =>
    queryOptions({
      queryKey: ['site'],
      queryFn: () => api<SiteAnswer>('GET', BASE),
      // Whether the account has a site decides the navigation: it changes only by this dashboard's writes.
      staleTime: 60_000,
    }),
  starters: () =>
    queryOptions({
      queryKey: ['site-starters'],
      queryFn: () => api<SiteStartersAnswer>('GET', `${BASE}/starters`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteCreate) => api<SiteSummary>('POST', BASE, body),
    onSuccess: (site) => client.setQueryData(siteQueries.site().queryKey, { site }),
    // Another tab made the site meanwhile: read it, so this one shows it too.
    onError: () => client.invalidateQueries({ queryKey: siteQueries.site().queryKey }),
  });
}

/** Saves the theme; the site's menu (shown on the Site pages screen) includes the theme's entries. */
export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (theme: SiteTheme) => api<SiteSummary>('PUT', `${BASE}/theme`, theme),
    onSuccess: (site) => {
      client.setQueryData(siteQueries.site().queryKey, { site });
      return client.invalidateQueries({ queryKey: pageQueries.menu().queryKey });
    },
  });
}

/** A domain write: the site (with its addresses) is read again afterwards, whatever the answer. */
function useDomainWrite<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: siteQueries.site().queryKey }),
  });
}

export const useAddDomain = () =>
  useDomainWrite((body: SiteDomainCreate) => api<SiteAddress>('POST', `${BASE}/domains`, body));

/** Asks the server to look for the domain's TXT record now; 409 BK_ERR_DOMAIN_NOT_VERIFIED says what it found. */
export const useVerifyDomain = () =>
  useDomainWrite((domain: string) => api<SiteAddress>('POST', `${domainPath(domain)}/verify`));

export const useRemoveDomain = () => useDomainWrite((domain: string) => api<void>('DELETE', domainPath(domain)));
