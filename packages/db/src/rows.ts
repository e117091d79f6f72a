/**
 * Row types of tables that more than one plugin reads, written once next to
 * the migrations that define them (keep in step with migrations/*.sql).
 */

/** A row of `popups` (0001_init.sql). */
export interface PopupsRow {
  account_id: string;
  poptin_id: string;
  name: string;
  poptin_type: string;
  poptin_format: number;
  poptin_target: string;
  is_active: boolean;
  d_f_r: string;
  stop_showing_to_converted_users: boolean;
  if_poptin_credit: boolean;
  display_if_adblock_active: string;
  ab_test_parent_id: string | null;
  ab_weight: number;
  /** TriggerSettings, validated when read. */
  triggers: unknown;
  /** Targeting, validated when read. */
  targeting: unknown;
  /** DesignDocument, validated when read. */
  design: unknown;
  version: number;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
}
