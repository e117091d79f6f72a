/**
 * Test data for the renderer's tests: design documents and records built
 * through the real schemas, so defaults match what the loader delivers.
 * Imported by tests only (zod never reaches the bundle).
 */
import {
  type DesignDocument,
  type DesignDocumentInput,
  designDocumentSchema,
  type FormFieldInput,
  type PopupRecord,
  targetingSchema,
  triggerSettingsSchema,
} from '@beckon/popup-schema';

export const POPUP_ID = '0123456789abc';

export function makeDesign(overrides: Partial<DesignDocumentInput> = {}): DesignDocument {
  return designDocumentSchema.parse({
    poptin_id: POPUP_ID,
    version: 1,
    screens: { main: [{ kind: 'heading', text: 'Join us' }, { kind: 'text', text: 'Get 10% off' }, { kind: 'form' }] },
    fields: [
      { id: 'n', type: 'name', name: 'poptinDesignInputTextFieldName', label: 'Your name' },
      { id: 'e', type: 'email', name: 'poptinDesignInputTextFieldEmail', label: 'Email' },
    ],
    ...overrides,
  });
}

export function field(input: Partial<FormFieldInput> & Pick<FormFieldInput, 'id' | 'type'>): FormFieldInput {
  return { name: `f_${input.id}`, ...input };
}

export function makeRecord(overrides: Partial<PopupRecord> = {}): PopupRecord {
  return {
    poptin_id: POPUP_ID,
    poptin_name: 'Spring sale',
    poptin_type: 'lightbox',
    poptin_format: 1,
    poptin_target: 'lead',
    poptin_url: '/p/0123456789abc.json',
    poptin: null,
    display: true,
    on_click: false,
    account_id: 'abcdef0123456',
    viewer_id: 'v1',
    is_teasers_on: false,
    d_f_a: '',
    d_f_r: 'all@display_once',
    x_close_button: true,
    stop_showing_to_converted_users: false,
    if_poptin_credit: true,
    display_if_adblock_active: 'no',
    auto_pilot_trigger: false,
    wheel_has_coupon: false,
    ab_test: false,
    ab_test_parent_id: null,
    field_poptin_height: null,
    gamified_prize: null,
    redirect_url: '',
    redirect_target: '_self',
    poptin_size: { width: 800, height: 500 },
    poptin_trigger: {
      shown: false,
      convert: false,
      close_trigger: ['submit', 'bg_click', 'x_click'],
      skip_button_sec_counter: 0,
      poptin_area_flag: false,
    },
    poptin_fields: [],
    version: 1,
    triggers: triggerSettingsSchema.parse({}),
    targeting: targetingSchema.parse({}),
    ...overrides,
  };
}
