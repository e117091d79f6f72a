/** Colours, font and shape of the pop-up (design.style). */
import { BACKGROUND_EFFECTS, WEB_FONTS } from '@beckon/popup-schema';
import { type MessageId, useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { ColorInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { typeSettings } from './type-settings.js';

const S = ['design', 'style'] as const;

const EFFECT_NAMES: Record<(typeof BACKGROUND_EFFECTS)[number], MessageId> = {
  none: 'builder.effect.none',
  wheel: 'builder.effect.wheel',
  'starry-sky': 'builder.effect.starry-sky',
  ball: 'builder.effect.ball',
  snow: 'builder.effect.snow',
  rain: 'builder.effect.rain',
  confetti: 'builder.effect.confetti',
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
  const t = useT();
  const { draft } = useBuilder();
  // Only a type with a backdrop reads its opacity, and a squared box no radius (type-settings.ts).
  const { backdrop, radius } = typeSettings(draft.poptin_type);
  return (
    <Section title={t('builder.coloursAndFonts')}>
      <div className="grid-2">
        <ColorInput label={t('builder.background')} path={[...S, 'background']} />
        <ColorInput label={t('builder.textColour')} path={[...S, 'text_color']} />
        <ColorInput label={t('builder.buttonColour')} path={[...S, 'accent']} />
        <ColorInput label={t('builder.buttonTextColour')} path={[...S, 'accent_text']} />
      </div>
      <SelectInput
        label={t('builder.webFont')}
        path={[...S, 'web_font']}
        options={WEB_FONTS.map((f) => [f, f || t('builder.webFontNone')] as const)}
        hint={t('builder.servedFromOurOwn')}
      />
      <TextInput
        label={t('builder.fontFamily')}
        path={[...S, 'font_family']}
        hint={t('builder.pickAWebSafe')}
        suggestions={WEB_SAFE_FONTS}
      />
      <SelectInput
        label={t('builder.backgroundEffect')}
        path={['design', 'design_properties', 'background_effect']}
        options={BACKGROUND_EFFECTS.map((e) => [e, t(EFFECT_NAMES[e])] as const)}
        hint={t('builder.drawnBehindTheContent')}
      />
      <div className="grid-2">
        {radius ? (
          <NumberInput label={t('builder.cornerRadiusPx')} path={[...S, 'border_radius']} min={0} max={60} />
        ) : null}
        {backdrop ? (
          <NumberInput
            label={t('builder.backdropOpacity0To')}
            path={[...S, 'overlay_opacity']}
            min={0}
            max={1}
            step={0.05}
          />
        ) : null}
      </div>
    </Section>
  );
}
