/**
 * Shown when a route fails to load (e.g. a lazy chunk could not be fetched over a dropped connection):
 * the reason and a Retry that loads the page again, so a network hiccup is never a dead end.
 */
import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Page not found';
  return (
    <main className="narrow">
      <h1>Something went wrong</h1>
      <div className="load-error" role="alert">
        <p>{message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
      <p>
        <Link to="/">Back to your pop-ups</Link>
      </p>
    </main>
  );
}
