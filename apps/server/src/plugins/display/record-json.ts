/**
 * Pre-serialised pop-up records for the display answer. A record is
 * serialised and UTF-8 encoded once when its account loads, split around
 * `viewer_id`, so a display request only copies bytes instead of
 * re-serialising every record (the answer is several KB; this is most of the
 * route's cost otherwise). Each record's view_token (view-proof.ts) is spliced
 * in the same way, after its viewer_id.
 *
 * Why bytes, not a string: V8 encodes a string holding any non-ASCII
 * character (an "í" in a pop-up's text) to UTF-8 one character at a time, and
 * the socket write would do that for the whole answer on every request: a
 * third of the route's server CPU in a profile, where copying the pre-encoded
 * parts into one buffer costs a tenth as much.
 */
import type { DisplayResponse, PopupRecord } from '@beckon/popup-schema';

const MARKER = '\u0001viewer_id\u0001';
const MARKER_JSON = JSON.stringify(MARKER);
const TOKEN_MARKER = '\u0001view_token\u0001';
const TOKEN_MARKER_JSON = JSON.stringify(TOKEN_MARKER);

/** A record's JSON as UTF-8 bytes, around its viewer_id value and its view_token value. */
export interface RecordJson {
  poptinId: string;
  before: Buffer;
  middle: Buffer;
  after: Buffer;
}

export function toRecordJson(record: PopupRecord): RecordJson {
  const json = JSON.stringify({ ...record, viewer_id: MARKER, view_token: TOKEN_MARKER });
  const at = json.indexOf(MARKER_JSON);
  const tokenAt = json.indexOf(TOKEN_MARKER_JSON);
  return {
    poptinId: record.poptin_id,
    before: Buffer.from(json.slice(0, at)),
    middle: Buffer.from(json.slice(at + MARKER_JSON.length, tokenAt)),
    after: Buffer.from(json.slice(tokenAt + TOKEN_MARKER_JSON.length)),
  };
}

const CLOSE = Buffer.from(']}');

// Answers are cut from a shared slab, as Buffer.allocUnsafe does below 4 KB: a fresh buffer per answer shows in
// the route's profile on its own. A region is never handed out twice; a full slab is left to the GC once the
// answers cut from it are written.
const SLAB_SIZE = 256 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
let slabUsed = 0;

function allocate(length: number): Buffer {
  if (length > SLAB_SIZE / 8) return Buffer.allocUnsafeSlow(length);
  if (slabUsed + length > SLAB_SIZE) {
    slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
    slabUsed = 0;
  }
  // Buffer.from on the slab's memory: subarray's species lookup cost more than the copying.
  const out = Buffer.from(slab.buffer, slab.byteOffset + slabUsed, length);
  slabUsed += (length + 7) & ~7; // 8-byte aligned, as Node's pool
  return out;
}

/**
 * The display answer as UTF-8 JSON bytes: `answer`'s fields, then `poptins`
 * (records already encoded) with `viewerId` spliced in as each one's
 * viewer_id and `tokenOf` its pop-up's view_token. One buffer of the exact
 * size, filled in place.
 */
export function displayAnswerBytes(
  answer: Omit<DisplayResponse, 'poptins'>,
  poptins: readonly RecordJson[],
  viewerId: string | null,
  tokenOf: (poptinId: string) => string,
): Buffer {
  // `answer` is a non-empty object `{...}`: the poptins member goes before its closing brace.
  const head = `${JSON.stringify(answer).slice(0, -1)},"poptins":[`;
  // A validated viewer id is 13 hex digits, so its JSON is ASCII: one byte a character.
  const viewer = viewerId === null ? '""' : JSON.stringify(viewerId);
  const headLength = Buffer.byteLength(head);
  const viewerLength = viewer.length;
  let length = headLength + CLOSE.length;
  // A token is base64url characters, so its JSON is ASCII too.
  const tokens: string[] = [];
  for (let i = 0; i < poptins.length; i++) {
    const parts = poptins[i] as RecordJson;
    const token = `"${tokenOf(parts.poptinId)}"`;
    tokens.push(token);
    length +=
      (i === 0 ? 0 : 1) + parts.before.length + viewerLength + parts.middle.length + token.length + parts.after.length;
  }
  const out = allocate(length);
  let at = out.write(head, 0);
  // The viewer id is encoded once, then copied within the buffer for each further pop-up.
  let viewerAt = -1;
  for (let i = 0; i < poptins.length; i++) {
    const parts = poptins[i] as RecordJson;
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(parts.before, at);
    at += parts.before.length;
    if (viewerAt < 0) {
      viewerAt = at;
      out.write(viewer, at, 'latin1');
    } else out.copyWithin(at, viewerAt, viewerAt + viewerLength);
    at += viewerLength;
    out.set(parts.middle, at);
    at += parts.middle.length;
    at += out.write(tokens[i] as string, at, 'latin1');
    out.set(parts.after, at);
    at += parts.after.length;
  }
  out.set(CLOSE, at);
  return out;
}
