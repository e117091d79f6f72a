/** Shown when a route fails to load (e.g. a lazy chunk could not be fetched). */
import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Page not found';
  return (
    <main className="narrow">
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/">Back to your pop-ups</Link>
      </p>
    </main>
  );
}
