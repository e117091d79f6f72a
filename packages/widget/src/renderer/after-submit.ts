/**
 * What follows a successful submit (spec §4 "Submit"): the owner's redirect when it has a usable URL, else the
 * thank-you screen when it is on, else "Sent successfully!" in place of the form; each with its delay.
 */
import type { DesignProperties } from '@beckon/popup-schema';
import type { SubmittedValues } from '../contract.js';
import { redirectHref } from '../rules/url-rules.js';
import { REDIRECT_HANDOFF_MS, sentCloseMs, thankYouCloseMs } from './closing.js';
import { withFormData } from './navigate.js';

export type AfterSubmit =
  /**
   * Go to `href` after `afterMs`. A redirect in a new tab closes the pop-up then; one in this tab leaves it as
   * the page goes, and closes it after `backupMs` should the page stay (a download, a refused navigation).
   */
  | { kind: 'redirect'; href: string; afterMs: number; backupMs: number }
  /** Show the thank-you screen, close after `afterMs`. */
  | { kind: 'thank_you'; afterMs: number }
  /** Show "Sent successfully!" where the form was, close after `afterMs`. */
  | { kind: 'sent'; afterMs: number };

type SubmitSettings = Pick<
  DesignProperties,
  | 'poptin_design_redirect'
  | 'poptin_design_redirect_url'
  | 'poptin_design_redirect_send_form_data'
  | 'poptin_design_thank_screen'
  | 'thank_screen_auto_close'
  | 'auto_close_sec'
>;

/** What shapes the short closes and the thank-you screen's time, beside the design properties. */
export interface SubmitContext {
  /** A content locker (closing.ts pageLocked). */
  locked: boolean;
  /** How many fields the form has (none: the pop-up converts on its button). */
  fields: number;
  /** The thank-you screen shows a coupon code. */
  thankYouCoupon: boolean;
}

const PLAIN: SubmitContext = { locked: false, fields: 1, thankYouCoupon: false };

/** `pageHref` resolves a protocol-relative redirect that takes the form data along. */
export function afterSubmit(
  dp: SubmitSettings,
  isMobile: boolean,
  values: Pick<SubmittedValues, 'standard'>,
  pageHref: string,
  ctx: SubmitContext = PLAIN,
): AfterSubmit {
  // An unsafe or empty URL gives no href: the visitor gets the screen a pop-up without a redirect shows.
  const target = dp.poptin_design_redirect ? redirectHref(dp.poptin_design_redirect_url, isMobile) : '';
  if (target) {
    const href = dp.poptin_design_redirect_send_form_data ? withFormData(target, values.standard, pageHref) : target;
    return { kind: 'redirect', href, afterMs: REDIRECT_HANDOFF_MS, backupMs: thankYouCloseMs(dp, ctx.thankYouCoupon) };
  }
  return submitScreen(dp) === 'thank_you'
    ? { kind: 'thank_you', afterMs: thankYouCloseMs(dp, ctx.thankYouCoupon) }
    : { kind: 'sent', afterMs: sentCloseMs(ctx) };
}

/** The screen a submit leads to when there is no redirect; the preview draws it for its thank-you screen too. */
export function submitScreen(dp: Pick<DesignProperties, 'poptin_design_thank_screen'>): 'thank_you' | 'sent' {
  return dp.poptin_design_thank_screen ? 'thank_you' : 'sent';
}
