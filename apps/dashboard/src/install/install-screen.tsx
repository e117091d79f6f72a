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
import { useT } from '../i18n/i18n.js';
import { siteQueries } from '../site/site-queries.js';
import { installQueries } from './install-queries.js';

export function InstallScreen() {
  const t = useT();
  const install = useQuery(installQueries.snippet());
  const site = useQuery(siteQueries.site());
  if (install.isPending) return <Loading label={t('install.loadingTheSnippet')} />;
  if (install.isError)
    return <LoadError what={t('install.theSnippet')} error={install.error} onRetry={() => install.refetch()} />;
  const info = install.data;
  const own = site.data?.site;
  return (
    <>
      <h1>{t('install.installBeckonOnYour')}</h1>
      {own ? (
        <p className="status-ok">
          {t('install.yourWebsite', { name: own.name })}
          <span className="url">{own.url}</span>
          {t('install.wasMadeHereThe')}
        </p>
      ) : null}
      <p>
        {t('install.forASiteMade')} <code>&lt;/body&gt;</code>
        {t('install.yourClientIdIs')} <code>{info.client_id}</code>.
      </p>
      <h2>{t('nav.group.popups')}</h2>
      <p>{t('install.showsYourPopUps')}</p>
      <pre className="snippet">
        <code data-testid="popup-snippet">{info.snippet}</code>
      </pre>
      <p>
        <CopyButton text={info.snippet} label={t('install.copySnippet')} />
      </p>
      <h2>{t('install.visitorStatistics')}</h2>
      <p>{t('install.countsTheSiteS')}</p>
      <pre className="snippet">
        <code data-testid="tracker-snippet">{info.tracker_snippet}</code>
      </pre>
      <p>
        <CopyButton text={info.tracker_snippet} label={t('install.copyStatisticsSnippet')} />
      </p>
      <h2>{t('popups.col.status')}</h2>
      {info.seen ? (
        <p className="status-ok">
          {t('install.seenOnYourSite')} <span className="url">{info.last_seen_url}</span> {t('install.at')}{' '}
          {formatDateTime(info.last_seen_at ?? '')}.
        </p>
      ) : (
        <p className="status-wait">{t('install.notSeenYetOnce')}</p>
      )}
      <button type="button" onClick={() => void install.refetch()} disabled={install.isFetching}>
        {install.isFetching ? t('install.checking') : t('install.checkAgain')}
      </button>
    </>
  );
}
