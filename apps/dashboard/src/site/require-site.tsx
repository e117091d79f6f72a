/**
 * The website's screens (its pages, forms, shop, media and settings) as a layout route: shown only for an
 * account that has a website. Opened without one, the address shows the invitation to create it instead
 * of a screen whose data does not exist.
 */
import type { SiteSummary } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useOutletContext } from 'react-router';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { siteQueries } from './site-queries.js';

export function RequireSite() {
  const t = useT();
  const site = useQuery(siteQueries.site());
  if (site.isPending) return <Loading label={t('site.loading')} />;
  if (site.isError) return <LoadError what={t('site.what')} error={site.error} onRetry={() => site.refetch()} />;
  if (!site.data.site) return <CreateWebsiteInvitation />;
  return <Outlet context={site.data.site} />;
}

function CreateWebsiteInvitation() {
  const t = useT();
  return (
    <>
      <h1>{t('nav.createWebsite')}</h1>
      <p>{t('site.invitation')}</p>
      <p>
        <Link className="button primary" to="/website/new">
          {t('nav.createWebsite')}
        </Link>
      </p>
    </>
  );
}

/** The account's website, for a screen under RequireSite: it renders its screens only once it has read it. */
export function useSite(): SiteSummary {
  return useOutletContext<SiteSummary>();
}
