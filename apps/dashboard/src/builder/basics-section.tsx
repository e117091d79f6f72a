/** Name, type and format, switch, placement and size (spec §1 types/formats, §2 placement and size). */
import { LOCATIONS, POPUP_TYPES, type PopupType } from '@beckon/popup-schema';
import { useId } from 'react';
import { BlocksEditor } from './blocks-editor.js';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';

/**
 * The formats that change how a type is drawn, by name: the mobile type
 * centres formats 3 and 8 (renderer layouts/mobile.ts), a gamified pop-up's
 * format picks its game (renderer games/load-game.ts). Every other type is
 * drawn the same whatever its number, so the builder offers no format for it:
 * a setting that changes nothing for visitors would be a defect.
 */
const FORMAT_CHOICES: Partial<Record<PopupType, readonly (readonly [string, string])[]>> = {
  mobile: [
    ['1', 'Bottom sheet'],
    ['3', 'Centred card'],
  ],
  gamified: [
    ['1', 'Gift box'],
    ['2', 'Scratch card'],
    ['3', 'Prize wheel'],
  ],
};

/** The type select; a type that does not offer the current format starts on its first one. */
function TypeAndFormat() {
  const { draft, set } = useBuilder();
  const choices = FORMAT_CHOICES[draft.poptin_type];
  const onType = (type: PopupType) => {
    set(['poptin_type'], type);
    const next = FORMAT_CHOICES[type];
    if (next?.[0] && !next.some(([n]) => Number(n) === draft.poptin_format)) set(['poptin_format'], Number(next[0][0]));
  };
  return (
    <div className="grid-2">
      <SelectInput
        label="Type"
        path={['poptin_type']}
        options={POPUP_TYPES.map((t) => [t, t] as const)}
        onChange={(v) => onType(v as PopupType)}
      />
      {choices ? (
        <SelectInput
          label="Format"
          path={['poptin_format']}
          options={choices}
          onChange={(v) => set(['poptin_format'], Number(v))}
        />
      ) : null}
    </div>
  );
}

const LOCATION_LABELS: Record<string, string> = {
  left_top: 'Top left',
  center_top: 'Top centre',
  right_top: 'Top right',
  left_midlle: 'Middle left',
  center_midlle: 'Centre',
  right_midlle: 'Middle right',
  left_bottom: 'Bottom left',
  center_bottom: 'Bottom centre',
  right_bottom: 'Bottom right',
};

export function BasicsSection() {
  return (
    <Section title="Basics">
      <TextInput label="Pop-up name" path={['name']} hint="Only you see this name." />
      <TypeAndFormat />
      <CheckboxInput label="Show this pop-up on my site (active)" path={['is_active']} />
    </Section>
  );
}

export function PlacementSection() {
  return (
    <Section title="Placement and size">
      <SelectInput
        label="Placement"
        path={['design', 'design_properties', 'poptin_location']}
        options={LOCATIONS.map((l) => [l, LOCATION_LABELS[l] ?? l] as const)}
      />
      <div className="grid-2">
        <NumberInput label="Width (px)" path={['design', 'poptin_size', 'width']} min={120} max={1920} />
        <NumberInput label="Height (px)" path={['design', 'poptin_size', 'height']} min={60} max={1920} />
      </div>
    </Section>
  );
}

const SCREENS = ['design', 'screens'] as const;

/**
 * The separate mobile design (spec §3 switch_mobile_editor, §4 "mobile
 * variant swapped in"): on phones the renderer draws these screens instead of
 * the desktop ones (renderer screens.ts). Switching it on starts them as
 * copies of the desktop screens, so the owner adjusts rather than rebuilds.
 */
export function MobileDesignSection() {
  const { draft, set } = useBuilder();
  const id = useId();
  const on = draft.design.design_properties.switch_mobile_editor;
  const { screens } = draft.design;
  const toggle = (checked: boolean) => {
    set(['design', 'design_properties', 'switch_mobile_editor'], checked);
    if (checked && !screens.mobile_main?.length) set([...SCREENS, 'mobile_main'], screens.main);
    if (checked && !screens.mobile_thank_you?.length) set([...SCREENS, 'mobile_thank_you'], screens.thank_you);
  };
  return (
    <>
      <Section title="Mobile design">
        <div className="field checkbox">
          <input
            id={id}
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-hint`}
            onChange={(e) => toggle(e.target.checked)}
          />
          <label htmlFor={id}>Use a separate design on phones</label>
          <p className="hint" id={`${id}-hint`}>
            Phones then show the mobile screens below; the mobile preview draws them.
          </p>
        </div>
      </Section>
      {on ? (
        <>
          <BlocksEditor screen="mobile_main" title="Mobile content" />
          <BlocksEditor screen="mobile_thank_you" title="Mobile thank-you screen" />
        </>
      ) : null}
    </>
  );
}
