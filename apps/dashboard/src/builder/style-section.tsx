/** Colours, font and shape of the pop-up (design.style). */
import { BACKGROUND_EFFECTS, WEB_FONTS } from '@beckon/popup-schema';
import { useBuilder } from './builder-context.js';
import { ColorInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { typeSettings } from './type-settings.js';

const S = ['design', 'style'] as const;

const EFFECT_NAMES: Record<(typeof BACKGROUND_EFFECTS)[number], string> = {
  none: 'None',
  wheel: 'Turning wheel',
  'starry-sky': 'Starry sky',
  ball: 'Bouncing balls',
  snow: 'Snow',
  rain: 'Rain',
  confetti: 'Confetti',
};

/** The web-safe font stacks (§9 "about 11 web-safe"): installed on nearly every system, so nothing is downloaded. */
const WEB_SAFE_FONTS = [
  'Arial, Helvetica, sans-serif',
  'Verdana, Geneva, sans-serif',
  'Tahoma, Geneva, sans-serif',
  "'Trebuchet MS', Helvetica, sans-serif",
  "'Lucida Sans Unicode', 'Lucida Grande', sans-serif",
  'Georgia, serif',
  "'Times New Roman', Times, serif",
  "'Palatino Linotype', 'Book Antiqua', Palatino, serif",
  'Garamond, serif',
  "'Courier New', Courier, monospace",
  "'Brush Script MT', cursive",
] as const;

export function StyleSection() {
  const { draft } = useBuilder();
  // Only a type with a backdrop reads its opacity, and a squared box no radius (type-settings.ts).
  const { backdrop, radius } = typeSettings(draft.poptin_type);
  return (
    <Section title="Colours and fonts">
      <div className="grid-2">
        <ColorInput label="Background" path={[...S, 'background']} />
        <ColorInput label="Text colour" path={[...S, 'text_color']} />
        <ColorInput label="Button colour" path={[...S, 'accent']} />
        <ColorInput label="Button text colour" path={[...S, 'accent_text']} />
      </div>
      <SelectInput
        label="Web font"
        path={[...S, 'web_font']}
        options={WEB_FONTS.map((f) => [f, f || 'None: use the font family below'] as const)}
        hint="Served from our own server, so visitors' browsers contact no font service."
      />
      <TextInput
        label="Font family"
        path={[...S, 'font_family']}
        hint="Pick a web-safe font from the list or type your own, for example: Georgia, serif"
        suggestions={WEB_SAFE_FONTS}
      />
      <SelectInput
        label="Background effect"
        path={['design', 'design_properties', 'background_effect']}
        options={BACKGROUND_EFFECTS.map((e) => [e, EFFECT_NAMES[e]] as const)}
        hint="Drawn behind the content; visitors who ask their system for less motion do not see it."
      />
      <div className="grid-2">
        {radius ? <NumberInput label="Corner radius (px)" path={[...S, 'border_radius']} min={0} max={60} /> : null}
        {backdrop ? (
          <NumberInput label="Backdrop opacity (0 to 1)" path={[...S, 'overlay_opacity']} min={0} max={1} step={0.05} />
        ) : null}
      </div>
    </Section>
  );
}
