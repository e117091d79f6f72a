/**
 * Visitor privacy. A visitor who sends Global Privacy Control or
 * Do Not Track, or whose consent hook refuses tracking, still gets pop-ups, but
 * the widget stores only the per-pop-up marks that keep them from showing too
 * often, never an identifier or a cross-visit list, and sends no identifier.
 *
 * `window.beckonConsent` (documented in the README): `false`, or a function
 * returning false, means "do not track"; `true` or absent says nothing. The
 * store platform's consent API (spec §4) counts the same way.
 */

export interface ConsentWindow {
  beckonConsent?: boolean | (() => boolean);
  Shopify?: { customerPrivacy?: { userCanBeTracked?: () => boolean } };
}

export interface PrivacyNavigator {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when any signal refuses tracking; a throwing hook counts as a refusal. */
export function refusesTracking(w: ConsentWindow, nav: PrivacyNavigator): boolean {
  try {
    const hook = w.beckonConsent;
    const p = w.Shopify?.customerPrivacy;
    return (
      nav.globalPrivacyControl === true ||
      nav.doNotTrack === '1' ||
      (typeof hook === 'function' ? hook() : hook) === false ||
      (!!p?.userCanBeTracked && !p.userCanBeTracked())
    );
  } catch {
    return true;
  }
}

/**
 * Keys kept without consent: seen, closed via X, converted, the other per-pop-up
 * frequency marks, the website timer, the tab-session page-visit trigger keys,
 * and the visit count with its session flag (for "every N visits" and new or
 * returning audiences). None holds an identifier or a list.
 */
const KEPT =
  /^(poptin_(o_a_d|c_p_o_x_c|conversion|d_a_x_v|o_p_v|e_e_p|e_n_d|e_n_v|session_account_time)_|apt_|poptin_(session_pages|visit_count|session)$)/;
/** Keys whose value would otherwise be an id (view id, conversion id, session id): kept as 1. */
const LINKED = /^poptin_(o_a_d_|conversion_|session$)/;
/**
 * The per-pop-up marks that hold a view or conversion id (365 d) when tracking is allowed. Private mode
 * rewrites such a mark left by an earlier visit to 1 (forget-ids.ts): still seen or converted, no longer an id.
 */
export const ID_MARK = /^poptin_(o_a_d|conversion)_/;

/** What to store under `name` in private mode: undefined to store nothing. */
export const privateValue = (name: string, value: string | number): string | number | undefined =>
  KEPT.test(name) ? (LINKED.test(name) ? 1 : value) : undefined;
