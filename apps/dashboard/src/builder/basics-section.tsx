/** Name, type and format, switch, placement and size (spec §1 types/formats, §2 placement and size). */
import { type Location, POPUP_FORMATS, POPUP_TYPES, type PopupType } from '@beckon/popup-schema';
import { useId } from 'react';
import { BlocksEditor } from './blocks-editor.js';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { EmbedSnippet } from './launch-snippets.js';
import { GAME, STARTER_GAME } from './prizes-section.js';
import { shownPlacement, sizeOnSwitch, typeSettings } from './type-settings.js';

/**
 * A type's formats by number and name, from the format data the renderer
 * lays pop-ups out with (@beckon/popup-schema formats.ts): "2 — Image left".
 */
const formatChoices = (type: PopupType) => POPUP_FORMATS[type].map((f) => [String(f.n), `${f.n} — ${f.name}`] as const);

/**
 * The type select; a new type starts on its own first format (numbers mean different layouts per type), and on
 * its own size while the owner has not chosen one (a slide-in is narrower than a lightbox). A game starts with the
 * starter prizes: without prizes it draws its form, and its formats (gift box, scratch card, wheel) would change nothing.
 */
function TypeAndFormat() {
  const { draft, set } = useBuilder();
  const onType = (type: PopupType) => {
    set(['poptin_type'], type);
    set(['poptin_format'], POPUP_FORMATS[type][0]?.n ?? 1);
    set(['design', 'poptin_size'], sizeOnSwitch(type, draft.design.poptin_size));
    if (type === 'gamified' && !draft.design.game) set(GAME, STARTER_GAME);
  };
  return (
    <>
      <div className="grid-2">
        <SelectInput
          label="Type"
          path={['poptin_type']}
          options={POPUP_TYPES.map((t) => [t, t] as const)}
          onChange={(v) => onType(v as PopupType)}
        />
        <SelectInput
          label="Format"
          path={['poptin_format']}
          options={formatChoices(draft.poptin_type)}
          onChange={(v) => set(['poptin_format'], Number(v))}
        />
      </div>
      {draft.poptin_type === 'embedded' ? <EmbedSnippet /> : null}
    </>
  );
}

const LOCATION_LABELS: Partial<Record<Location, string>> = {
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

/** A bar reads only its edge (bar.ts), so its two choices are named as edges. */
const BAR_LABELS: Partial<Record<Location, string>> = {
  center_top: 'Top of the page',
  center_bottom: 'Bottom of the page',
};

/** Only the settings the type's layout reads (type-settings.ts); the section goes when it has none. */
export function PlacementSection() {
  const { draft } = useBuilder();
  const type = draft.poptin_type;
  const { width, height, placements } = typeSettings(type);
  if (!width && !height && placements.length === 0) return null;
  const labels = type === 'bar' ? { ...LOCATION_LABELS, ...BAR_LABELS } : LOCATION_LABELS;
  return (
    <Section title={placements.length > 0 ? 'Placement and size' : 'Size'}>
      {placements.length > 0 ? (
        <SelectInput
          label="Placement"
          path={['design', 'design_properties', 'poptin_location']}
          options={placements.map((l) => [l, labels[l] ?? l] as const)}
          shown={(l) => shownPlacement(type, l as Location)}
        />
      ) : null}
      <div className="grid-2">
        {width ? (
          <NumberInput label="Width (px)" path={['design', 'poptin_size', 'width']} min={120} max={1920} />
        ) : null}
        {height ? (
          <NumberInput label="Height (px)" path={['design', 'poptin_size', 'height']} min={60} max={1920} />
        ) : null}
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
  const game = draft.poptin_type === 'gamified' ? draft.design.game : undefined;
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
          {game ? <MobileGameTexts /> : null}
        </>
      ) : null}
    </>
  );
}

/**
 * A game's own screens on phones: its play button and its win and lose headings (renderer screens.ts
 * pickGameTexts). They start as copies of the desktop words when the owner asks for them.
 */
function MobileGameTexts() {
  const { draft, set } = useBuilder();
  const game = draft.design.game;
  if (!game) return null;
  const { play_label, win_heading, lose_heading } = game;
  return (
    <Section title="Mobile game texts">
      {game.mobile ? (
        <>
          <TextInput label="Play button label on phones" path={[...GAME, 'mobile', 'play_label']} />
          <TextInput
            label="Win heading on phones"
            path={[...GAME, 'mobile', 'win_heading']}
            hint="{prize} is replaced by the prize's label."
          />
          <TextInput label="Lose heading on phones" path={[...GAME, 'mobile', 'lose_heading']} />
        </>
      ) : (
        <button type="button" onClick={() => set([...GAME, 'mobile'], { play_label, win_heading, lose_heading })}>
          Write the game's words for phones
        </button>
      )}
    </Section>
  );
}
