/**
 * View, close and conversion reports (spec §3 conversion payload, §7 viewed /
 * closed / conversion rows, §8 conversion errors). Failures are logged and never
 * reach the visitor; the renderer's flow continues either way. The answer's
 * integration.conversion_code is an event name, handed to the renderer as data
 * (it pushes it onto the page's dataLayer), never run as script.
 */
import type {
  ClosedRequestInput,
  CloseReason,
  PopupRecord,
  TriggerName,
  ViewedRequestInput,
} from '@beckon/popup-schema';
import type { ConversionResult, SubmittedValues } from '../contract';
import { beacon, postForm, postText } from './http';
import { log } from './log';
import { CONVERTED, hexId, LOCAL, privacy, setCookie, setItem, YEAR } from './storage';
import { type Ctx, cut, pages } from './visitor-context';

export interface Reporter {
  origin: string;
  clientId: string;
  ctx: Ctx;
}

// Copy of STANDARD_FIELD_NAMES from @beckon/popup-schema (conversion.ts): the
// conversion schema is strict, so other names would be refused. A function, not a
// constant: a top-level `split` call would keep the list in the loader, which only
// the conversion chunk needs.
const standard = (): string[] =>
  'first_name last_name gender country state city address zip_postal_code birthday preferences consent name email phone message'.split(
    ' ',
  );

const VIEW_ID = /^[0-9a-f]{13,32}$/;
const viewId = (v: string | undefined): string => (v && VIEW_ID.test(v) ? v : '');

/**
 * Sends the view with the display answer's proof for the pop-up (`token`, its record's view_token: without
 * it the view is not counted); resolves with the server's poptin_view_id ('' when unknown or failed).
 */
export async function sendViewed(p: Reporter, id: string, trigger: TriggerName, token?: string): Promise<string> {
  const body: ViewedRequestInput = {
    view_token: token,
    viewer_id: p.ctx.viewerId,
    trigger,
    client_id: p.clientId,
    type: p.ctx.isMobile ? 'mobile' : 'desktop',
    url: p.ctx.base.url,
    converted_email: p.ctx.convertedEmail,
  };
  try {
    const r = await postText<{ poptin_view_id?: string }>(`${p.origin}/api/display/viewed/${id}`, body);
    return viewId(r.poptin_view_id);
  } catch (e) {
    log('view', e);
    return '';
  }
}

export function sendClosed(p: Reporter, id: string, reason: CloseReason, view: string): void {
  const body: ClosedRequestInput = {
    client_id: p.clientId,
    url: p.ctx.base.url,
    converted_email: p.ctx.convertedEmail,
    reason,
    poptin_view_id: viewId(view) || null,
  };
  beacon(`${p.origin}/api/display/closed/${id}`, body);
}

/**
 * A converted visitor's activity (spec §7): with a pop-up id, its view or close
 * (conversion-activities); without, a visit to the site (total-website-session,
 * the host name as url). Only for a visitor whose lead email this browser
 * remembers, so never in private mode, where no email is kept.
 */
export function sendActivity(p: Reporter, id?: string, activity?: 'viewed' | 'closed'): void {
  const email = p.ctx.convertedEmail;
  if (!email) return;
  if (id)
    beacon(`${p.origin}/api/display/conversion-activities/${p.clientId}`, {
      email,
      poptin_id: id,
      activity,
      url: p.ctx.base.url,
    });
  else beacon(`${p.origin}/api/display/total-website-session/${p.clientId}`, { email, url: location.host });
}

/** Random idempotency key: 24 hex characters (96 bits). */
export const conversionKey = (): string => hexId(24);

export interface ConversionInput {
  record: PopupRecord;
  values: SubmittedValues;
  trigger: TriggerName;
  view: string;
  coupon: string;
  key: string;
}

/** The §3 conversion payload, form-encoded; list values travel as JSON strings. */
export function conversionPayload(p: Reporter, c: ConversionInput): URLSearchParams {
  const x = p.ctx;
  const f: Record<string, string> = {
    ...x.base,
    conversion_key: c.key,
    poptin_id: c.record.poptin_id,
    client_id: p.clientId,
    p_target: c.record.poptin_target,
    checkbox_checked: `${c.values.checkboxChecked}`,
    trigger: c.trigger,
    visitor: x.isMobile ? 'mobile' : 'desktop',
    origin_landing_page: cut(x.landing),
    previous_visited_pages: JSON.stringify(pages(x.previous)),
    all_visited_pages: JSON.stringify(pages(x.all)),
    newExtraFields: JSON.stringify(c.values.extra.slice(0, 30)),
    coupon: c.coupon,
    poptin_view_id: viewId(c.view),
    last_converted_email: x.convertedEmail,
  };
  for (const [k, v] of Object.entries(c.values.standard)) if (standard().includes(k) && v) f[k] = v;
  // A prize game's signed result: the server checks it and stores the coupon it drew (game-service.ts).
  if (c.values.game) {
    f.game_result = c.values.game.result;
    f.coupon = c.values.game.coupon;
  }
  return new URLSearchParams(f);
}

/**
 * Sends a conversion (retrying with the same key), then marks the pop-up
 * converted (365 days) and remembers the email. Never throws.
 */
export async function sendConversion(p: Reporter, c: ConversionInput): Promise<ConversionResult> {
  const id = c.record.poptin_id;
  try {
    const r = await postForm<{ success?: boolean; conversion_id?: string; integration?: { conversion_code?: string } }>(
      `${p.origin}/api/display/conversion/${p.ctx.viewerId}`,
      conversionPayload(p, c),
    );
    if (!r.success) throw r;
    const cid = r.conversion_id ?? null;
    setCookie(CONVERTED + id, cid || '1', YEAR);
    const email = c.values.standard.email;
    // In private mode the email is not kept, so later reports of this page do not carry it either.
    if (email && !privacy.on) {
      setItem(LOCAL, 'poptin_converted_email', email);
      p.ctx.convertedEmail = email;
    }
    return { ok: true, conversionId: cid, conversionCode: r.integration?.conversion_code ?? '' };
  } catch (e) {
    log('conversion', e);
    return { ok: false, conversionId: null };
  }
}
