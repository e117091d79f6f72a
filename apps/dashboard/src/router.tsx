/** The dashboard's router: its routes under /admin, in the browser's history. */
import { createBrowserRouter } from 'react-router';
import { routes } from './routes.js';

export const router = createBrowserRouter(routes, { basename: '/admin' });
