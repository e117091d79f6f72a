/**
 * The dashboard entry (/admin): the query cache and the router. Only the
 * first screens are in this bundle; the builder and the results charts are
 * loaded when their route is opened (budget: 160 KB gzip for the first screen with one language's words).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/client.js';
import { activateLocale, startingLocale } from './i18n/i18n.js';
import { router } from './router.js';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const container = document.getElementById('root');
// The words come first: the chosen language's catalogue (English if that one cannot be fetched).
const locale = startingLocale();
await activateLocale(locale).catch(() => activateLocale('en'));
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
