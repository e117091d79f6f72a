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
import { siteQueries } from './site-queries.js';

export function RequireSite() {
  const site = useQuery(siteQueries.site());
  if (site.isPending) return <Loading label="Loading your website" />;
  if (site.isError) return <LoadError what="your website" error={site.error} onRetry={() => site.refetch()} />;
  if (!site.data.site) return <CreateWebsiteInvitation />;
  return <Outlet context={site.data.site} />;
}

function CreateWebsiteInvitation() {
  return (
    <>
      <h1>Create your website</h1>
      <p>
        This screen belongs to a website, and this account has none yet. Pick a starter, give it a name, and it is live
        at its own address at once; its pages, forms, shop and media are managed here afterwards.
      </p>
      <p>
        <Link className="button primary" to="/website/new">
          Create your website
        </Link>
      </p>
    </>
  );
}

/** The account's website, for a screen under RequireSite: it renders its screens only once it has read it. */
export function useSite(): SiteSummary {
  return useOutletContext<SiteSummary>();
}
