/**
 * The install page: the account's embed snippet with a copy button, and
 * whether the widget has been seen working on a site (a reported view).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { installQueries } from './install-queries.js';

export function InstallScreen() {
  const install = useQuery(installQueries.snippet());
  const [copied, setCopied] = useState(false);
  if (install.isPending) return <Loading label="Loading the snippet" />;
  if (install.isError) return <LoadError what="the snippet" error={install.error} onRetry={() => install.refetch()} />;
  const info = install.data;
  const copy = async () => {
    await navigator.clipboard.writeText(info.snippet);
    setCopied(true);
  };
  return (
    <>
      <h1>Install Beckon on your site</h1>
      <p>
        Paste this snippet into every page of your site, just before <code>&lt;/body&gt;</code>. Your client id is{' '}
        <code>{info.client_id}</code>.
      </p>
      <pre className="snippet">
        <code>{info.snippet}</code>
      </pre>
      <p>
        <button type="button" onClick={copy}>
          Copy snippet
        </button>{' '}
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
      <h2>Status</h2>
      {info.seen ? (
        <p className="status-ok">
          Seen on your site: the snippet ran on <span className="url">{info.last_seen_url}</span> at{' '}
          {formatDateTime(info.last_seen_at ?? '')}.
        </p>
      ) : (
        <p className="status-wait">
          Not seen yet. Once a visitor opens a page of your site with the snippet, this page says so.
        </p>
      )}
      <button type="button" onClick={() => void install.refetch()} disabled={install.isFetching}>
        {install.isFetching ? 'Checking…' : 'Check again'}
      </button>
    </>
  );
}
