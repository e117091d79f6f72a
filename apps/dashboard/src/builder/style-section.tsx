/** Colours, font and shape of the pop-up (design.style). */
import { ColorInput, NumberInput, Section, TextInput } from './inputs.js';

const S = ['design', 'style'] as const;

export function StyleSection() {
  return (
    <Section title="Colours and fonts">
      <div className="grid-2">
        <ColorInput label="Background" path={[...S, 'background']} />
        <ColorInput label="Text colour" path={[...S, 'text_color']} />
        <ColorInput label="Button colour" path={[...S, 'accent']} />
        <ColorInput label="Button text colour" path={[...S, 'accent_text']} />
      </div>
      <TextInput label="Font family" path={[...S, 'font_family']} hint="For example: Georgia, serif" />
      <div className="grid-2">
        <NumberInput label="Corner radius (px)" path={[...S, 'border_radius']} min={0} max={60} />
        <NumberInput label="Backdrop opacity (0 to 1)" path={[...S, 'overlay_opacity']} min={0} max={1} step={0.05} />
      </div>
    </Section>
  );
}
