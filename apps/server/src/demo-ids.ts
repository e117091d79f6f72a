/**
 * Fixed ids of the demo data (seed.ts), shared by the demo page, tests and the
 * README. Ids are 13 lowercase hex characters like every client and pop-up id.
 */
export const DEMO_CLIENT_ID = 'de30c1e0a1b2c';
export const DEMO_TIMER_POPUP_ID = 'de3000000a001';
export const DEMO_EXIT_POPUP_ID = 'de3000000a002';
export const DEMO_CLICK_POPUP_ID = 'de3000000a003';
/** The A/B variant of the exit pop-up. */
export const DEMO_EXIT_VARIANT_POPUP_ID = 'de3000000a004';
/** The clinic site's own pop-up, in Spanish (the English demo pop-ups show only on /demo pages). */
export const SITE_POPUP_ID = 'de3000000a005';

/** A restricted account: its display requests answer not_allowed "Client restricted". */
export const RESTRICTED_CLIENT_ID = 'bad0c1e0a1b2c';
export const RESTRICTED_POPUP_ID = 'bad000000a001';

/** A second demo account whose pop-ups show one of each type (/demo/types, the popup-types browser tests). */
export const TYPES_CLIENT_ID = 'de30c1e0a1b2d';
export const TYPES_POPUP_IDS = {
  topBar: 'de3000000b001',
  bottomBar: 'de3000000b002',
  sside: 'de3000000b003',
  bside: 'de3000000b004',
  browsing: 'de3000000b00a',
  fullpage: 'de3000000b005',
  content: 'de3000000b00b',
  social: 'de3000000b00c',
  mobile: 'de3000000b006',
  embedded: 'de3000000b007',
  lightbox: 'de3000000b008',
  wheel: 'de3000000b009',
  /** A lightbox with a flip-clock countdown and a coupon. */
  countdown: 'de3000000b0c1',
} as const;
/** Not on the page's buttons: its countdown's fixed end has passed, so it never shows. */
export const TYPES_ENDED_TIMER_POPUP_ID = 'de3000000b0c2';
