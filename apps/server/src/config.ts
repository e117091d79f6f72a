/** Server settings from the environment, with defaults for a local run. */
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  widgetDistDir: string;
  /** LOG_REQUESTS=1 logs every request. */
  logRequests: boolean;
}

/** packages/widget/dist, found from this file so the server starts from any working directory. */
export const DEFAULT_WIDGET_DIST_DIR = fileURLToPath(new URL('../../../packages/widget/dist/', import.meta.url));

/** apps/dashboard/dist, the built owner dashboard served at /admin. */
export const DEFAULT_DASHBOARD_DIST_DIR = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    widgetDistDir: env.WIDGET_DIST_DIR ?? DEFAULT_WIDGET_DIST_DIR,
    logRequests: env.LOG_REQUESTS === '1',
  };
}
