/**
 * Demo data for /demo/types (plugins/popup-types-fixture.ts) and the
 * popup-types browser tests: a second demo account with one pop-up of each
 * drawn type. All open on demand (`beckon.open(id)`), except the embedded
 * form, which draws itself into its container on arrival, so the types can be
 * looked at one at a time or together.
 */
import type { PopupType } from '@beckon/popup-schema';
import { TYPES_CLIENT_ID, TYPES_POPUP_IDS } from './demo-ids.js';
import type { SeedPopup } from './seed.js';

const emailField = {
  id: 'email',
  type: 'email',
  name: 'poptinDesignInputTextFieldEmail',
  label: 'Email',
  placeholder: 'you@example.com',
  required: true,
} as const;

function typePopup(poptinId: string, type: PopupType, name: string, design: Partial<SeedPopup['design']> = {}) {
  return {
    accountId: TYPES_CLIENT_ID,
    poptinId,
    name,
    type,
    format: type === 'mobile' ? 3 : 1,
    stopShowingToConvertedUsers: false,
    credit: false,
    triggers: type === 'embedded' ? {} : { on_click: true },
    design: {
      poptin_size: { width: 360, height: 240 },
      screens: {
        main: [{ kind: 'heading', text: name }, { kind: 'form' }],
        thank_you: [{ kind: 'heading', text: 'Thank you!' }],
      },
      fields: [emailField],
      submit_label: 'Subscribe',
      ...design,
    },
  } satisfies SeedPopup;
}

export const TYPES_ACCOUNT = { accountId: TYPES_CLIENT_ID, name: 'Demo clinic: every pop-up type' };

export const TYPE_POPUPS: readonly SeedPopup[] = [
  typePopup(TYPES_POPUP_IDS.topBar, 'bar', 'Free shipping this week'),
  typePopup(TYPES_POPUP_IDS.bottomBar, 'bar', 'Clinic open on Sundays', {
    design_properties: { poptin_location: 'center_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.sside, 'sside', 'Questions? We call back', {
    design_properties: { poptin_location: 'right_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.bside, 'bside', 'Health tips by email', {
    design_properties: { poptin_location: 'left_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.fullpage, 'fullpage', 'Welcome to the clinic'),
  typePopup(TYPES_POPUP_IDS.mobile, 'mobile', 'Book from your phone'),
  typePopup(TYPES_POPUP_IDS.embedded, 'embedded', 'Our monthly newsletter', {
    poptin_size: { width: 560, height: 240 },
  }),
  typePopup(TYPES_POPUP_IDS.lightbox, 'lightbox', 'Spring check-up offer', {
    poptin_size: { width: 560, height: 360 },
  }),
];
