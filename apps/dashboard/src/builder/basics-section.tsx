/** Name, type and format, switch, placement and size (spec §1 types/formats, §2 placement and size). */
import { LOCATIONS, POPUP_TYPES } from '@beckon/popup-schema';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';

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
      <div className="grid-2">
        <SelectInput label="Type" path={['poptin_type']} options={POPUP_TYPES.map((t) => [t, t] as const)} />
        <NumberInput label="Format" path={['poptin_format']} min={1} max={20} />
      </div>
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
