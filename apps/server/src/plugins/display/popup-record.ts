/**
 * Maps a stored pop-up (popups row + its parsed design, triggers and
 * targeting) to the PopupRecord the loader reads (spec §3 "Pop-up record").
 * Built once per pop-up when the account is loaded into memory; per request
 * only `viewer_id` changes.
 */
import type { PopupsRow } from '@beckon/db';
import {
  closeTriggers,
  type DesignDocument,
  type PopupRecord,
  type Targeting,
  type TriggerSettings,
} from '@beckon/popup-schema';

/** The popups columns the display service reads. */
export type PopupRow = Omit<PopupsRow, 'created_at' | 'updated_at'>;

/** Where the loader fetches the design document; the version busts caches on every save. */
function contentUrl(poptinId: string, version: number): string {
  return `/api/display/popup/${poptinId}?v=${version}`;
}

/**
 * A wheel (gamified format 3) one of whose winning prizes (with a chance of being drawn) gives a code, its own or
 * one from its pool: the
 * renderer then keeps the result three times as long before closing (spec §4), time to copy the code.
 */
function wheelHasCoupon(row: PopupRow, design: DesignDocument): boolean {
  if (row.poptin_type !== 'gamified' || row.poptin_format !== 3) return false;
  return (design.game?.prizes ?? []).some(
    (p) => p.loosing_option === 0 && p.chances > 0 && (p.code !== '' || p.use_code_pool),
  );
}

export interface RecordParts {
  row: PopupRow;
  design: DesignDocument;
  triggers: TriggerSettings;
  targeting: Targeting;
  /** True when the pop-up is one arm of an A/B test (its parent has active variants). */
  abTest: boolean;
  /** The account's plan: a free plan always shows the credit badge. */
  isFreemium: boolean;
}

/**
 * Returns the record with `viewer_id: ''`. Values that are not PopupRecord
 * enums (a row edited by hand) are left for popupRecordSchema to reject when
 * the account loads; the cast is checked there.
 */
export function toPopupRecord({ row, design, triggers, targeting, abTest, isFreemium }: RecordParts): PopupRecord {
  const props = design.design_properties;
  const skipButton = props.poptin_design_close_options_type === 'closing_options-button';
  return {
    poptin_id: row.poptin_id,
    poptin_name: row.name,
    poptin_type: row.poptin_type as PopupRecord['poptin_type'],
    poptin_format: row.poptin_format,
    poptin_target: row.poptin_target as PopupRecord['poptin_target'],
    poptin_url: contentUrl(row.poptin_id, row.version),
    poptin: null,
    display: true,
    on_click: triggers.on_click,
    account_id: row.account_id,
    viewer_id: '',
    is_teasers_on: props.teaser.on,
    ...(props.teaser.on ? { teaser: props.teaser } : {}),
    // The audience half of d_f_r (all / new / returning).
    d_f_a: row.d_f_r.split('@')[0] ?? 'all',
    d_f_r: row.d_f_r,
    x_close_button: props.poptin_design_close_options_type === 'closing_options-x',
    stop_showing_to_converted_users: row.stop_showing_to_converted_users,
    // The stored choice is the owner's, kept for when the plan is paid; a free plan shows the badge regardless.
    if_poptin_credit: row.if_poptin_credit || isFreemium,
    display_if_adblock_active: row.display_if_adblock_active as PopupRecord['display_if_adblock_active'],
    auto_pilot_trigger: false,
    wheel_has_coupon: wheelHasCoupon(row, design),
    ab_test: abTest,
    ab_test_parent_id: row.ab_test_parent_id,
    field_poptin_height: null,
    gamified_prize: null,
    redirect_url: props.poptin_design_redirect ? props.poptin_design_redirect_url : '',
    redirect_target: '_self',
    poptin_size: { width: design.poptin_size.width, height: design.poptin_size.height },
    poptin_trigger: {
      shown: false,
      convert: false,
      close_trigger: closeTriggers(props),
      skip_button_sec_counter: skipButton ? props.poptin_design_show_x_after_sec : 0,
      poptin_area_flag: false,
    },
    poptin_fields: design.fields.map((f) => ({ tag: f.name, label: f.label })),
    version: row.version,
    triggers,
    targeting,
  };
}
