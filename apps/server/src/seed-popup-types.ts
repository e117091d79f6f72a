/**
 * Demo data for /demo/types (plugins/popup-types-fixture.ts) and the
 * popup-types browser tests: a second demo account with one pop-up of each
 * drawn type. All open on demand (`beckon.open(id)`), except the embedded
 * form, which draws itself into its container on arrival, so the types can be
 * looked at one at a time or together.
 */
import type { PopupType } from '@beckon/popup-schema';
import { TYPES_CLIENT_ID, TYPES_ENDED_TIMER_POPUP_ID, TYPES_POPUP_IDS } from './demo-ids.js';
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

/** A paid plan: its pop-ups hide the credit badge, which a free plan always shows (popup-record.ts). */
export const TYPES_ACCOUNT = { accountId: TYPES_CLIENT_ID, name: 'Demo clinic: every pop-up type', isFreemium: false };

export const TYPE_POPUPS: readonly SeedPopup[] = [
  typePopup(TYPES_POPUP_IDS.topBar, 'bar', 'Free shipping this week'),
  typePopup(TYPES_POPUP_IDS.bottomBar, 'bar', 'Clinic open on Sundays', {
    design_properties: { poptin_location: 'center_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.sside, 'sside', 'Questions? We call back', {
    design_properties: { poptin_location: 'right_midlle' },
  }),
  typePopup(TYPES_POPUP_IDS.bside, 'bside', 'Health tips by email', {
    design_properties: { poptin_location: 'center_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.browsing, 'browsing', 'Still looking? Ask a nurse', {
    design_properties: { poptin_location: 'right_bottom' },
  }),
  typePopup(TYPES_POPUP_IDS.fullpage, 'fullpage', 'Welcome to the clinic'),
  typePopup(TYPES_POPUP_IDS.content, 'content', 'More on skin care', {
    design_properties: { poptin_location: 'right_bottom' },
    screens: {
      main: [
        { kind: 'heading', text: 'More on skin care' },
        { kind: 'text', text: 'Our dermatologists write one article a month.' },
        { kind: 'form' },
      ],
      thank_you: [{ kind: 'heading', text: 'Thank you!' }],
    },
  }),
  typePopup(TYPES_POPUP_IDS.social, 'social', 'Follow the clinic', {
    design_properties: { poptin_location: 'left_top' },
    screens: {
      main: [
        { kind: 'heading', text: 'Follow the clinic' },
        {
          kind: 'social',
          links: [
            { network: 'facebook', url: 'https://www.facebook.com/beckonclinic' },
            { network: 'instagram', url: 'https://www.instagram.com/beckonclinic' },
          ],
        },
        { kind: 'form' },
      ],
      thank_you: [{ kind: 'heading', text: 'Thank you!' }],
    },
  }),
  typePopup(TYPES_POPUP_IDS.mobile, 'mobile', 'Book from your phone'),
  typePopup(TYPES_POPUP_IDS.embedded, 'embedded', 'Our monthly newsletter', {
    poptin_size: { width: 560, height: 240 },
  }),
  typePopup(TYPES_POPUP_IDS.lightbox, 'lightbox', 'Spring check-up offer', {
    poptin_size: { width: 560, height: 360 },
    screens: {
      main: [
        { kind: 'heading', text: 'Spring check-up offer' },
        { kind: 'form' },
        {
          kind: 'social',
          links: [
            { network: 'facebook', url: 'https://www.facebook.com/beckonclinic' },
            { network: 'instagram', url: 'https://www.instagram.com/beckonclinic' },
            { network: 'whatsapp', url: 'https://wa.me/34600000000' },
          ],
        },
      ],
      thank_you: [{ kind: 'heading', text: 'Thank you!' }],
    },
  }),
  {
    ...typePopup(TYPES_POPUP_IDS.wheel, 'gamified', 'Spin for a spring gift', {
      poptin_size: { width: 720, height: 460 },
      game: {
        prizes: [
          { prize_id: 'ten', label: '10% off', code: 'SPRING10', chances: 25 },
          { prize_id: 'nothing', label: 'No luck', chances: 30, loosing_option: 1 },
          { prize_id: 'fifteen', label: '15% off', code: 'SPRING15', chances: 15 },
          { prize_id: 'again', label: 'Next time', chances: 10, loosing_option: 1 },
          { prize_id: 'consult', label: 'Free consult', code: 'CONSULT', chances: 5 },
          { prize_id: 'tips', label: 'Health tips', chances: 15, loosing_option: 1 },
        ],
      },
    }),
    format: 3,
  },
  // Fifteen seconds from showing: long enough to read (and for the axe check), short enough to watch it close.
  typePopup(TYPES_POPUP_IDS.countdown, 'lightbox', 'Flash sale: 20% off', {
    poptin_size: { width: 560, height: 420 },
    // The thank-you screen with the code stays up (60 s) instead of closing after 5 s.
    design_properties: { timer: 'timerTime@0|15', timer_ver: 2, coupon: 'FLASH20', thank_screen_auto_close: false },
    screens: {
      main: [{ kind: 'heading', text: 'Flash sale: 20% off' }, { kind: 'timer' }, { kind: 'coupon' }, { kind: 'form' }],
      thank_you: [{ kind: 'heading', text: 'Thank you!' }, { kind: 'text', text: 'Your code:' }, { kind: 'coupon' }],
    },
  }),
  typePopup(TYPES_ENDED_TIMER_POPUP_ID, 'lightbox', 'Sale ended', {
    design_properties: { timer: 'timerDate@2020-01-01|00:00|+00:00' },
    screens: { main: [{ kind: 'heading', text: 'Sale ended' }, { kind: 'timer' }, { kind: 'form' }] },
  }),
];
