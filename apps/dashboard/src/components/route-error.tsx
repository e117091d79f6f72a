/**
 * Shown when a route fails to load (e.g. a lazy chunk could not be fetched over a dropped connection):
 * the reason and a Retry that loads the page again, so a network hiccup is never a dead end.
 */
import { Link, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n.js';

export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : t('routeError.notFound');
  return (
    <main className="narrow">
      <h1>{t('routeError.title')}</h1>
      <div className="load-error" role="alert">
        <p>{message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </div>
      <p>
        <Link to="/">{t('routeError.back')}</Link>
      </p>
    </main>
  );
}
