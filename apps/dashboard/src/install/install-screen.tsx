/**
 * The install page: the account's two snippets for a site made elsewhere (the pop-ups and the visitor
 * statistics), each with a copy button, and whether the pop-ups' snippet has been seen working (a reported
 * view). A website made here needs neither: both are already on every one of its pages, and the page says so.
 */
import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '../components/copy-button.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { siteQueries } from '../site/site-queries.js';
import { installQueries } from './install-queries.js';

export function InstallScreen() {
  const install = useQuery(installQueries.snippet());
  const site = useQuery(siteQueries.site());
  if (install.isPending) return <Loading label="Loading the snippet" />;
  if (install.isError) return <LoadError what="the snippet" error={install.error} onRetry={() => install.refetch()} />;
  const info = install.data;
  const own = site.data?.site;
  return (
    <>
      <h1>Install Beckon on your site</h1>
      {own ? (
        <p className="status-ok">
          Your website {own.name} (<span className="url">{own.url}</span>) was made here: the pop-ups and the visitor
          statistics are already on every one of its pages, so it needs neither snippet below.
        </p>
      ) : null}
      <p>
        For a site made elsewhere, paste both snippets into every page of it, just before <code>&lt;/body&gt;</code>.
        Your client id is <code>{info.client_id}</code>.
      </p>
      <h2>Pop-ups</h2>
      <p>Shows your pop-ups on the site’s pages and collects their leads.</p>
      <pre className="snippet">
        <code data-testid="popup-snippet">{info.snippet}</code>
      </pre>
      <p>
        <CopyButton text={info.snippet} label="Copy snippet" />
      </p>
      <h2>Visitor statistics</h2>
      <p>Counts the site’s visitors for the Statistics screen. It sets no cookies and stores no IP address.</p>
      <pre className="snippet">
        <code data-testid="tracker-snippet">{info.tracker_snippet}</code>
      </pre>
      <p>
        <CopyButton text={info.tracker_snippet} label="Copy statistics snippet" />
      </p>
      <h2>Status</h2>
      {info.seen ? (
        <p className="status-ok">
          Seen on your site: the pop-ups’ snippet ran on <span className="url">{info.last_seen_url}</span> at{' '}
          {formatDateTime(info.last_seen_at ?? '')}.
        </p>
      ) : (
        <p className="status-wait">
          Not seen yet. Once a visitor opens a page of your site with the pop-ups’ snippet, this page says so.
        </p>
      )}
      <button type="button" onClick={() => void install.refetch()} disabled={install.isFetching}>
        {install.isFetching ? 'Checking…' : 'Check again'}
      </button>
    </>
  );
}
