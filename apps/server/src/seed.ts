/**
 * Demo data (README quick start, /demo page, tests): one demo account with
 * four pop-ups covering the main triggers and an A/B test, and one restricted
 * account. Runs only when the accounts table is empty, so restarting the
 * server never duplicates or overwrites anything. Every pop-up goes through
 * the real zod schemas before it is inserted.
 */

import type { Db, Queryable } from '@beckon/db';
import {
  type DesignDocumentInput,
  type PopupType,
  popupInputSchema,
  type targetingSchema,
  type triggerSettingsSchema,
} from '@beckon/popup-schema';
import type * as z from 'zod';
import { insertPopup as insertPopupRow } from './data/popup-repository.js';
import {
  DEMO_CLICK_POPUP_ID,
  DEMO_CLIENT_ID,
  DEMO_EXIT_POPUP_ID,
  DEMO_EXIT_VARIANT_POPUP_ID,
  DEMO_TIMER_POPUP_ID,
  RESTRICTED_CLIENT_ID,
  RESTRICTED_POPUP_ID,
  SITE_POPUP_ID,
} from './demo-ids.js';
import { seedDemoOwner } from './plugins/owner/index.js';
import { seedShop, siteShop } from './plugins/shop/index.js';
import { seedSite } from './plugins/site/index.js';
import { TYPE_POPUPS, TYPES_ACCOUNT } from './seed-popup-types.js';

type TriggerSettingsInput = z.input<typeof triggerSettingsSchema>;
type TargetingInput = z.input<typeof targetingSchema>;

export interface AccountInput {
  accountId: string;
  name: string;
  isFreemium?: boolean;
  maxMonthlyViews?: number;
  isRestricted?: boolean;
  restrictionSetting?: string;
}

/** A demo pop-up in short form (ids and defaults); insertPopup turns it into the one PopupInput. */
export interface SeedPopup {
  accountId: string;
  poptinId: string;
  name: string;
  type?: PopupType;
  format?: number;
  target?: 'lead' | 'click' | 'social_proof' | 'announcement';
  isActive?: boolean;
  dfr?: string;
  stopShowingToConvertedUsers?: boolean;
  credit?: boolean;
  abTestParentId?: string | null;
  abWeight?: number;
  sortOrder?: number;
  triggers: TriggerSettingsInput;
  targeting?: TargetingInput;
  design: Omit<DesignDocumentInput, 'poptin_id' | 'version'>;
}

export async function insertAccount(db: Queryable, a: AccountInput): Promise<void> {
  await db.query(
    `INSERT INTO accounts (account_id, name, is_freemium, max_monthly_views, is_restricted, restriction_setting)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      a.accountId,
      a.name,
      a.isFreemium ?? true,
      a.maxMonthlyViews ?? 10_000,
      a.isRestricted ?? false,
      a.restrictionSetting ?? '',
    ],
  );
}

/**
 * Validates with the owner's save schema (throws on a bad pop-up), then
 * inserts through the pop-up repository, as a pop-up saved in the dashboard.
 */
export async function insertPopup(db: Queryable, p: SeedPopup): Promise<void> {
  const popup = popupInputSchema.parse({
    name: p.name,
    poptin_type: p.type ?? 'lightbox',
    poptin_format: p.format ?? 1,
    poptin_target: p.target ?? 'lead',
    is_active: p.isActive ?? true,
    d_f_r: p.dfr ?? 'all@display_everytime_everypage',
    stop_showing_to_converted_users: p.stopShowingToConvertedUsers ?? true,
    if_poptin_credit: p.credit ?? true,
    ab_weight: p.abWeight ?? 50,
    triggers: p.triggers,
    targeting: p.targeting ?? {},
    design: p.design,
  });
  await insertPopupRow(
    db,
    {
      accountId: p.accountId,
      poptinId: p.poptinId,
      abTestParentId: p.abTestParentId ?? null,
      sortOrder: p.sortOrder ?? 0,
    },
    popup,
  );
}

const nameField = {
  id: 'name',
  type: 'name',
  name: 'poptinDesignInputTextFieldName',
  label: 'Name',
  placeholder: 'Your name',
  required: true,
} as const;

const emailField = (validation: 'check-typos' | 'business-email') =>
  ({
    id: 'email',
    type: 'email',
    name: 'poptinDesignInputTextFieldEmail',
    label: 'Email',
    placeholder: 'you@example.com',
    required: true,
    email_validation: validation,
  }) as const;

function exitPopup(poptinId: string, heading: string, abTestParentId: string | null, sortOrder: number): SeedPopup {
  return {
    accountId: DEMO_CLIENT_ID,
    poptinId,
    name: abTestParentId ? 'Exit offer (variant B)' : 'Exit offer',
    dfr: 'all@display_once_a_day',
    abTestParentId,
    sortOrder,
    triggers: { display_after_exit_website_active: true },
    targeting: DEMO_PAGES_ONLY,
    design: {
      poptin_size: { width: 640, height: 460 },
      design_properties: {
        poptin_design_close_options_type: 'closing_options-button',
        poptin_design_show_x_after_sec: 3,
        poptin_design_entry_effect: 'up',
        poptin_design_exit_effect: 'down',
      },
      style: { accent: '#b42318' },
      screens: {
        main: [
          { kind: 'heading', text: heading },
          { kind: 'text', text: 'Leave your phone and email and a nurse will call you back today.' },
          { kind: 'form' },
        ],
        thank_you: [{ kind: 'heading', text: 'We will call you soon' }],
      },
      fields: [
        {
          id: 'phone',
          type: 'phone',
          name: 'poptinDesignInputTextFieldPhone',
          label: 'Phone',
          placeholder: '050-123-4567',
          required: true,
          phone_validation: 'international',
          phone_country: 'IL',
        },
        emailField('check-typos'),
      ],
      submit_label: 'Call me back',
    },
  };
}

// The demo account is also the clinic site's account: its English pop-ups stay on the English and Hebrew
// demo pages, so the Spanish site meets only its own Spanish pop-up.
const DEMO_PAGES_ONLY: TargetingInput = { url_include: ['/demo'] };

const DEMO_POPUPS: readonly SeedPopup[] = [
  {
    accountId: DEMO_CLIENT_ID,
    poptinId: DEMO_TIMER_POPUP_ID,
    name: 'Newsletter',
    dfr: 'all@display_everytime_everypage',
    stopShowingToConvertedUsers: true,
    credit: true,
    sortOrder: 1,
    triggers: { display_after_sec_active: 3, display_after_sec_active_on: 'page' },
    targeting: DEMO_PAGES_ONLY,
    design: {
      poptin_size: { width: 600, height: 420 },
      design_properties: {
        poptin_design_close_options_type: 'closing_options-x',
        poptin_design_entry_effect: 'fade',
        poptin_design_exit_effect: 'fade',
        poptin_design_thank_screen: true,
        thank_screen_auto_close: true,
        auto_close_sec: 5,
      },
      screens: {
        main: [
          { kind: 'heading', text: 'Join our newsletter' },
          { kind: 'text', text: 'Clinic news and health tips, once a month through {curr_year}. No spam.' },
          { kind: 'form' },
        ],
        thank_you: [
          { kind: 'heading', text: 'Thank you!' },
          { kind: 'text', text: 'Check your inbox to confirm your subscription.' },
        ],
      },
      fields: [nameField, emailField('check-typos')],
      submit_label: 'Subscribe',
    },
  },
  exitPopup(DEMO_EXIT_POPUP_ID, 'Wait! Get a free consultation', null, 2),
  {
    accountId: DEMO_CLIENT_ID,
    poptinId: DEMO_CLICK_POPUP_ID,
    name: 'Business offer (on click)',
    sortOrder: 3,
    triggers: { on_click: true },
    targeting: DEMO_PAGES_ONLY,
    design: {
      poptin_size: { width: 560, height: 380 },
      design_properties: { poptin_design_close_options_type: 'closing_options-x', poptin_design_entry_effect: 'scale' },
      screens: {
        main: [
          { kind: 'heading', text: 'Corporate health plans' },
          { kind: 'text', text: 'Leave your work email and we will send the price list.' },
          { kind: 'form' },
        ],
        thank_you: [{ kind: 'heading', text: 'The price list is on its way' }],
      },
      fields: [emailField('business-email')],
      submit_label: 'Send me the prices',
    },
  },
  exitPopup(DEMO_EXIT_VARIANT_POPUP_ID, 'Before you go: a free consultation', DEMO_EXIT_POPUP_ID, 2),
  {
    accountId: DEMO_CLIENT_ID,
    poptinId: SITE_POPUP_ID,
    name: 'Consejos de la clínica (salida)',
    dfr: 'all@display_once_a_day',
    sortOrder: 4,
    triggers: { display_after_exit_website_active: true },
    targeting: { url_exclude: ['/demo'] },
    design: {
      lang: 'es',
      poptin_size: { width: 600, height: 440 },
      design_properties: {
        poptin_design_close_options_type: 'closing_options-x',
        poptin_design_entry_effect: 'fade',
        poptin_design_exit_effect: 'fade',
        poptin_design_thank_screen: true,
      },
      screens: {
        main: [
          { kind: 'heading', text: 'Antes de irse: consejos para cuidar su piel' },
          { kind: 'text', text: 'Un correo al mes con novedades de la clínica y consejos de nuestros dermatólogos.' },
          { kind: 'form' },
        ],
        thank_you: [{ kind: 'heading', text: '¡Gracias! Revise su correo para confirmar la suscripción.' }],
      },
      fields: [
        { ...nameField, label: 'Nombre', placeholder: 'Su nombre' },
        { ...emailField('check-typos'), label: 'Correo electrónico', placeholder: 'usted@ejemplo.es' },
      ],
      submit_label: 'Suscribirme',
    },
  },
];

const RESTRICTED_POPUP: SeedPopup = {
  accountId: RESTRICTED_CLIENT_ID,
  poptinId: RESTRICTED_POPUP_ID,
  name: 'Restricted account pop-up',
  triggers: { display_after_sec_active: 1 },
  design: { screens: { main: [{ kind: 'heading', text: 'You should never see this' }] } },
};

/** Inserts the demo data when the database has no accounts; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await insertAccount(tx, { accountId: DEMO_CLIENT_ID, name: 'Demo clinic' });
    for (const popup of DEMO_POPUPS) await insertPopup(tx, popup);
    await insertAccount(tx, TYPES_ACCOUNT);
    for (const popup of TYPE_POPUPS) await insertPopup(tx, popup);
    await insertAccount(tx, {
      accountId: RESTRICTED_CLIENT_ID,
      name: 'Restricted demo',
      isRestricted: true,
      restrictionSetting: 'upgrade',
    });
    await insertPopup(tx, RESTRICTED_POPUP);
  });
  return true;
}

/**
 * Everything a first start seeds: the demo account and pop-ups, the clinic
 * site's pages and the demo owner. Each part is idempotent on its own.
 */
export async function seedAll(db: Db): Promise<void> {
  await seedDemo(db);
  await seedSite(db, undefined, siteShop);
  await seedShop(db);
  await seedDemoOwner(db);
}
