/**
 * Pre-serialised pop-up records for the display answer. A record is
 * serialised once when its account loads, split around `viewer_id`, so a
 * display request only joins strings instead of re-serialising every record
 * (the answer is several KB; this is most of the route's cost otherwise).
 */
import type { DisplayResponse, PopupRecord } from '@beckon/popup-schema';

const MARKER = '\u0001viewer_id\u0001';
const MARKER_JSON = JSON.stringify(MARKER);

export interface RecordJson {
  before: string;
  after: string;
}

export function toRecordJson(record: PopupRecord): RecordJson {
  const json = JSON.stringify({ ...record, viewer_id: MARKER });
  const at = json.indexOf(MARKER_JSON);
  return { before: json.slice(0, at), after: json.slice(at + MARKER_JSON.length) };
}

export function recordJsonFor(parts: RecordJson, viewerId: string | null): string {
  return parts.before + JSON.stringify(viewerId ?? '') + parts.after;
}

/** The display answer as JSON text, with `poptins` given as already-serialised records. */
export function displayAnswerJson(answer: Omit<DisplayResponse, 'poptins'>, poptins: readonly string[]): string {
  const head = JSON.stringify(answer);
  // `head` is a non-empty object `{...}`: append the poptins member before its closing brace.
  return `${head.slice(0, -1)},"poptins":[${poptins.join(',')}]}`;
}
