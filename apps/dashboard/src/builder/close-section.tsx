/** Close controls (spec §2 "Close controls", §4 "Closing") and what happens after a submit: thank-you screen or redirect. */
import { CLOSE_OPTIONS, EFFECTS } from '@beckon/popup-schema';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { typeSettings } from './type-settings.js';

const CLOSE_LABELS: Record<(typeof CLOSE_OPTIONS)[number], string> = {
  'closing_options-x': 'An X button',
  'closing_options-button': 'A “Skip” button',
  'closing_options-empty': 'No close control',
};

const DP = ['design', 'design_properties'] as const;

export function CloseSection() {
  const { draft } = useBuilder();
  const dp = draft.design.design_properties;
  const settings = typeSettings(draft.poptin_type);
  // Only modal types lock the page (type-settings.ts); locked, the main screen never closes by itself.
  const locked = settings.contentLock && dp.poptin_design_content_lock;
  return (
    <Section title="Close controls and effects">
      {settings.contentLock ? (
        <CheckboxInput
          label="Lock the page until the visitor signs up"
          path={[...DP, 'poptin_design_content_lock']}
          hint="The page behind is blurred and does not scroll, and the pop-up has no close control, close button, Escape, outside click or closing by itself until the visitor signs up. The close control below then shows on the thank-you screen."
        />
      ) : null}
      <SelectInput
        label="Close control"
        path={[...DP, 'poptin_design_close_options_type']}
        options={CLOSE_OPTIONS.map((o) => [o, CLOSE_LABELS[o]] as const)}
      />
      {dp.poptin_design_close_options_type === 'closing_options-x' ? (
        <TextInput label="Note shown when hovering the X" path={[...DP, 'poptin_design_show_x_comment']} />
      ) : null}
      <NumberInput
        label="Show the close control after (seconds)"
        path={[...DP, 'poptin_design_show_x_after_sec']}
        min={0}
      />
      {/* Only a type with a backdrop has an outside to click (type-settings.ts). */}
      {settings.backdrop ? (
        <CheckboxInput
          label="Close when the visitor clicks outside"
          path={[...DP, 'poptin_design_close_on_screen_click']}
        />
      ) : null}
      {locked ? null : <CheckboxInput label="Close by itself" path={[...DP, 'poptin_design_auto_close']} />}
      {!locked && dp.poptin_design_auto_close ? (
        <NumberInput label="Close after (seconds)" path={[...DP, 'poptin_design_auto_close_sec']} min={0} />
      ) : null}
      <div className="grid-2">
        <SelectInput
          label="Entry effect"
          path={[...DP, 'poptin_design_entry_effect']}
          options={EFFECTS.map((e) => [e, e] as const)}
        />
        <SelectInput
          label="Exit effect"
          path={[...DP, 'poptin_design_exit_effect']}
          options={EFFECTS.map((e) => [e, e] as const)}
        />
      </div>
    </Section>
  );
}

export function AfterSubmitSection() {
  const { draft } = useBuilder();
  const dp = draft.design.design_properties;
  return (
    <Section title="After a submit">
      <CheckboxInput label="Show the thank-you screen" path={[...DP, 'poptin_design_thank_screen']} />
      {dp.poptin_design_thank_screen ? (
        <>
          <CheckboxInput label="Close the thank-you screen by itself" path={[...DP, 'thank_screen_auto_close']} />
          {dp.thank_screen_auto_close ? (
            <NumberInput label="Close after (seconds)" path={[...DP, 'auto_close_sec']} min={0} />
          ) : null}
        </>
      ) : null}
      <CheckboxInput label="Send the visitor to a page" path={[...DP, 'poptin_design_redirect']} />
      {dp.poptin_design_redirect ? (
        <>
          <TextInput label="Redirect URL" path={[...DP, 'poptin_design_redirect_url']} />
          <CheckboxInput
            label="Add the form values to the URL"
            path={[...DP, 'poptin_design_redirect_send_form_data']}
          />
        </>
      ) : null}
      <TextInput
        label="Coupon code"
        path={[...DP, 'coupon']}
        hint="Visitors see it where you add a coupon block, with a copy button; it is also sent with each lead."
      />
    </Section>
  );
}
