/** Close controls (spec §2 "Close controls", §4 "Closing") and what happens after a submit: thank-you screen or redirect. */
import { CLOSE_OPTIONS, EFFECTS } from '@beckon/popup-schema';
import { type MessageId, useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { ANIMATION_NAMES } from './effect-names.js';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { typeSettings } from './type-settings.js';

export const CLOSE_LABELS: Record<(typeof CLOSE_OPTIONS)[number], MessageId> = {
  'closing_options-x': 'builder.closeOption.x',
  'closing_options-button': 'builder.closeOption.button',
  'closing_options-empty': 'builder.closeOption.empty',
};

const DP = ['design', 'design_properties'] as const;

export function CloseSection() {
  const t = useT();
  const { draft } = useBuilder();
  const dp = draft.design.design_properties;
  const settings = typeSettings(draft.poptin_type);
  // Only modal types lock the page (type-settings.ts); locked, the main screen never closes by itself.
  const locked = settings.contentLock && dp.poptin_design_content_lock;
  return (
    <Section title={t('builder.closeControlsAndEffects')}>
      {settings.contentLock ? (
        <CheckboxInput
          label={t('builder.lockThePageUntil')}
          path={[...DP, 'poptin_design_content_lock']}
          hint={t('builder.thePageBehindIs')}
        />
      ) : null}
      <SelectInput
        label={t('builder.closeControl')}
        path={[...DP, 'poptin_design_close_options_type']}
        options={CLOSE_OPTIONS.map((o) => [o, t(CLOSE_LABELS[o])] as const)}
      />
      {dp.poptin_design_close_options_type === 'closing_options-x' ? (
        <TextInput label={t('builder.noteShownWhenHovering')} path={[...DP, 'poptin_design_show_x_comment']} />
      ) : null}
      <NumberInput label={t('builder.showTheCloseControl')} path={[...DP, 'poptin_design_show_x_after_sec']} min={0} />
      {/* Only a type with a backdrop has an outside to click (type-settings.ts). */}
      {settings.backdrop ? (
        <CheckboxInput label={t('builder.closeWhenTheVisitor')} path={[...DP, 'poptin_design_close_on_screen_click']} />
      ) : null}
      {locked ? null : <CheckboxInput label={t('builder.closeByItself')} path={[...DP, 'poptin_design_auto_close']} />}
      {!locked && dp.poptin_design_auto_close ? (
        <NumberInput label={t('builder.closeAfterSeconds')} path={[...DP, 'poptin_design_auto_close_sec']} min={0} />
      ) : null}
      <div className="grid-2">
        <SelectInput
          label={t('builder.entryEffect')}
          path={[...DP, 'poptin_design_entry_effect']}
          options={EFFECTS.map((e) => [e, t(ANIMATION_NAMES[e])] as const)}
        />
        <SelectInput
          label={t('builder.exitEffect')}
          path={[...DP, 'poptin_design_exit_effect']}
          options={EFFECTS.map((e) => [e, t(ANIMATION_NAMES[e])] as const)}
        />
      </div>
    </Section>
  );
}

export function AfterSubmitSection() {
  const t = useT();
  const { draft } = useBuilder();
  const dp = draft.design.design_properties;
  return (
    <Section title={t('builder.afterASubmit')}>
      <CheckboxInput label={t('builder.showTheThankYou')} path={[...DP, 'poptin_design_thank_screen']} />
      {dp.poptin_design_thank_screen ? (
        <>
          <CheckboxInput label={t('builder.closeTheThankYou')} path={[...DP, 'thank_screen_auto_close']} />
          {dp.thank_screen_auto_close ? (
            <NumberInput label={t('builder.closeAfterSeconds')} path={[...DP, 'auto_close_sec']} min={0} />
          ) : null}
        </>
      ) : null}
      <CheckboxInput label={t('builder.sendTheVisitorTo')} path={[...DP, 'poptin_design_redirect']} />
      {dp.poptin_design_redirect ? (
        <>
          <TextInput label={t('builder.redirectUrl')} path={[...DP, 'poptin_design_redirect_url']} />
          <CheckboxInput
            label={t('builder.addTheFormValues')}
            path={[...DP, 'poptin_design_redirect_send_form_data']}
          />
        </>
      ) : null}
      <TextInput label={t('builder.couponCode')} path={[...DP, 'coupon']} hint={t('builder.visitorsSeeItWhere')} />
      <TextInput
        label={t('builder.conversionEventName')}
        path={[...DP, 'conversion_event']}
        hint={t('builder.afterALeadThe')}
      />
    </Section>
  );
}
