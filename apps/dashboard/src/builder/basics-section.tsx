/** Name, type and format, switch, placement and size (spec §1 types/formats, §2 placement and size). */
import { type DesignDocument, type Location, POPUP_FORMATS, POPUP_TYPES, type PopupType } from '@beckon/popup-schema';
import { useId } from 'react';
import { type MessageId, useT, t as words } from '../i18n/i18n.js';
import { typeName } from '../popups/type-names.js';
import { BlocksEditor } from './blocks-editor.js';
import { useBuilder } from './builder-context.js';
import { formatName } from './format-names.js';
import { CheckboxInput, NumberInput, Section, SelectInput, TextInput } from './inputs.js';
import { EmbedSnippet } from './launch-snippets.js';
import { GAME, starterGame } from './prizes-section.js';
import { shownPlacement, sizeOnSwitch, typeSettings } from './type-settings.js';

/**
 * A type's formats by number and name, from the format data the renderer
 * lays pop-ups out with (@beckon/popup-schema formats.ts): "2 — Image left", in the person's language.
 */
const formatChoices = (type: PopupType) =>
  POPUP_FORMATS[type].map(
    (f) => [String(f.n), words('builder.format.choice', { n: f.n, name: formatName(f.name) })] as const,
  );

/**
 * The type select; a new type starts on its own first format (numbers mean different layouts per type), and on
 * its own size while the owner has not chosen one (a slide-in is narrower than a lightbox). A game starts with the
 * starter prizes: without prizes it draws its form, and its formats (gift box, scratch card, wheel) would change nothing.
 */
function TypeAndFormat() {
  const t = useT();
  const { draft, set } = useBuilder();
  const onType = (type: PopupType) => {
    set(['poptin_type'], type);
    set(['poptin_format'], POPUP_FORMATS[type][0]?.n ?? 1);
    set(['design', 'poptin_size'], sizeOnSwitch(type, draft.design.poptin_size));
    if (type === 'gamified' && !draft.design.game) set(GAME, starterGame());
  };
  return (
    <>
      <div className="grid-2">
        <SelectInput
          label={t('popups.col.type')}
          path={['poptin_type']}
          options={POPUP_TYPES.map((type) => [type, typeName(type)] as const)}
          onChange={(v) => onType(v as PopupType)}
        />
        <SelectInput
          label={t('builder.format')}
          path={['poptin_format']}
          options={formatChoices(draft.poptin_type)}
          onChange={(v) => set(['poptin_format'], Number(v))}
        />
      </div>
      {draft.poptin_type === 'embedded' ? <EmbedSnippet /> : null}
    </>
  );
}

const LOCATION_LABELS: Partial<Record<Location, MessageId>> = {
  left_top: 'builder.location.left_top',
  center_top: 'builder.location.center_top',
  right_top: 'builder.location.right_top',
  left_midlle: 'builder.location.left_midlle',
  center_midlle: 'builder.location.center_midlle',
  right_midlle: 'builder.location.right_midlle',
  left_bottom: 'builder.location.left_bottom',
  center_bottom: 'builder.location.center_bottom',
  right_bottom: 'builder.location.right_bottom',
};

/** The widget's languages, each by its own name, as the dashboard's language switch names them. */
const POPUP_LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['he', 'עברית'],
] as const satisfies readonly (readonly [DesignDocument['lang'], string])[];

export function BasicsSection() {
  const t = useT();
  return (
    <Section title={t('builder.basics')}>
      <TextInput label={t('builder.popUpName')} path={['name']} hint={t('builder.onlyYouSeeThis')} />
      <TypeAndFormat />
      <SelectInput
        label={t('builder.popUpLanguage')}
        path={['design', 'lang']}
        options={POPUP_LANGUAGES}
        langOf={(lang) => lang}
        hint={t('builder.popUpLanguageHint')}
      />
      <CheckboxInput label={t('builder.showThisPopUp')} path={['is_active']} />
    </Section>
  );
}

/** A bar reads only its edge (bar.ts), so its two choices are named as edges. */
const BAR_LABELS: Partial<Record<Location, MessageId>> = {
  center_top: 'builder.barEdge.center_top',
  center_bottom: 'builder.barEdge.center_bottom',
};

/** Only the settings the type's layout reads (type-settings.ts); the section goes when it has none. */
export function PlacementSection() {
  const t = useT();
  const { draft } = useBuilder();
  const type = draft.poptin_type;
  const { width, height, placements } = typeSettings(type);
  if (!width && !height && placements.length === 0) return null;
  const labels = type === 'bar' ? { ...LOCATION_LABELS, ...BAR_LABELS } : LOCATION_LABELS;
  return (
    <Section title={placements.length > 0 ? t('builder.placementAndSize') : t('builder.size')}>
      {placements.length > 0 ? (
        <SelectInput
          label={t('builder.placement')}
          path={['design', 'design_properties', 'poptin_location']}
          options={placements.map((l) => [l, labels[l] ? t(labels[l]) : l] as const)}
          shown={(l) => shownPlacement(type, l as Location)}
        />
      ) : null}
      <div className="grid-2">
        {width ? (
          <NumberInput label={t('builder.widthPx')} path={['design', 'poptin_size', 'width']} min={120} max={1920} />
        ) : null}
        {height ? (
          <NumberInput label={t('builder.heightPx')} path={['design', 'poptin_size', 'height']} min={60} max={1920} />
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
  const t = useT();
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
      <Section title={t('builder.mobileDesign')}>
        <div className="field checkbox">
          <input
            id={id}
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-hint`}
            onChange={(e) => toggle(e.target.checked)}
          />
          <label htmlFor={id}>{t('builder.useASeparateDesign')}</label>
          <p className="hint" id={`${id}-hint`}>
            {t('builder.phonesThenShowThe')}
          </p>
        </div>
      </Section>
      {on ? (
        <>
          <BlocksEditor screen="mobile_main" title={t('builder.mobileContent')} />
          <BlocksEditor screen="mobile_thank_you" title={t('builder.mobileThankYouScreen')} />
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
  const t = useT();
  const { draft, set } = useBuilder();
  const game = draft.design.game;
  if (!game) return null;
  const { play_label, win_heading, lose_heading } = game;
  return (
    <Section title={t('builder.mobileGameTexts')}>
      {game.mobile ? (
        <>
          <TextInput label={t('builder.playButtonLabelOn')} path={[...GAME, 'mobile', 'play_label']} />
          <TextInput
            label={t('builder.winHeadingOnPhones')}
            path={[...GAME, 'mobile', 'win_heading']}
            hint={t('builder.isReplacedByThe')}
          />
          <TextInput label={t('builder.loseHeadingOnPhones')} path={[...GAME, 'mobile', 'lose_heading']} />
        </>
      ) : (
        <button type="button" onClick={() => set([...GAME, 'mobile'], { play_label, win_heading, lose_heading })}>
          {t('builder.writeTheGameS')}
        </button>
      )}
    </Section>
  );
}
