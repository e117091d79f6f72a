/**
 * The public addresses that pages on other sites reach, named once for the
 * routes that serve them and for the HTTP edge (CORS) and the snippets that
 * point at them.
 */

/** The widget's files: the loader, the renderer and their chunks. */
export const WIDGET_PREFIX = '/widget/';
/** The display service the loader calls from customers' pages. */
export const DISPLAY_API_PREFIX = '/api/display/';
/** The statistics tracker, loaded by the statistics snippet. */
export const TRACKER_PATH = '/stats/tracker.js';
/** Where the tracker posts. */
export const STATISTICS_API = '/api/statistics';
/** The tracker's ingestion routes. */
export const INGEST_PATHS = {
  hit: `${STATISTICS_API}/hit`,
  online: `${STATISTICS_API}/online`,
  event: `${STATISTICS_API}/event`,
} as const;
/** The header carrying a hit's client timestamp (preflighted, so CORS must allow it). */
export const TIMESTAMP_HEADER = 'x-stats-ts';
