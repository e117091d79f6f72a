/**
 * Entry of the tracker bundle (dist/tracker.js). The snippet:
 *   <script defer src="{origin}/stats/tracker.js" data-site="{account id}"
 *           data-endpoint="{origin}/api/statistics"></script>
 * Reads its settings from its own tag and starts once per page even if the
 * snippet is pasted twice.
 */
import { LOG } from './constants.js';
import { startTracker } from './tracker.js';

const w = window as Window & { _bkStats?: boolean };
// Set while a classic (also deferred) script runs its top level, which is where this runs.
const script = document.currentScript as HTMLScriptElement | null;

if (!script?.dataset.site || !script.dataset.endpoint) {
  console.error(LOG, 'no settings: tag cached or dequeued?');
} else if (!w._bkStats) {
  w._bkStats = true;
  startTracker(w, script);
}
