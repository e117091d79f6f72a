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

/**
 * The display answer as JSON text: `answer`'s fields, then `poptins` (records
 * already serialised) with `viewerId` spliced in as each one's viewer_id.
 * Built by appending (one rope, flattened once when it is written) rather than
 * with join, which copied the several-KB answer once more per request.
 */
export function displayAnswerJson(
  answer: Omit<DisplayResponse, 'poptins'>,
  poptins: readonly RecordJson[],
  viewerId: string | null,
): string {
  const head = JSON.stringify(answer);
  const viewer = viewerId === null ? '""' : JSON.stringify(viewerId);
  // `head` is a non-empty object `{...}`: append the poptins member before its closing brace.
  let json = `${head.slice(0, -1)},"poptins":[`;
  for (let i = 0; i < poptins.length; i++) {
    const parts = poptins[i] as RecordJson;
    json += i === 0 ? parts.before : `,${parts.before}`;
    json += viewer;
    json += parts.after;
  }
  return `${json}]}`;
}
