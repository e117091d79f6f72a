/**
 * The tracker's settings are the data attributes of its own script tag, read
 * at the moment they are needed — `dataset` is live, so a single-page app
 * that changes them before a navigation is tracked with the new values
 * (spec §4: re-read on URL change).
 *   data-site            the account id (required)
 *   data-endpoint        statistics base URL without a trailing slash, e.g.
 *                        {origin}/api/statistics (required):
 *                        hits go to /hit, pings to /online, events to /event
 *   data-dnt="false"     ignore Do Not Track / GPC (respected by default, spec §5)
 *   data-consent         consent level to wait for (WP Consent API); default "disabled"
 *   data-anonymous="true"  track before consent (spec §5 anonymous tracking)
 *   data-downloads       download extensions, lower case, comma-separated without spaces
 *                        (default constants.ts)
 *   data-source-type (default "post"), data-source-id (default "0"),
 *   data-search-query, data-signature    spec §3 hit parameters
 */
import { DEFAULT_DOWNLOAD_EXTENSIONS } from './constants.js';

export type Settings = DOMStringMap;

export function extensionsOf(s: Settings): string[] {
  return (s.downloads ?? DEFAULT_DOWNLOAD_EXTENSIONS).split(',');
}
