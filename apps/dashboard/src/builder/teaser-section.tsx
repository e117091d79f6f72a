/**
 * The teaser tab (spec §4 "Teaser tab"): whether the pop-up has one, when it
 * shows, its text, edge, colours and attention animation, with a preview drawn
 * by the widget's own tab code (the live tab's style sheet and look).
 */
import { EFFECTS, TEASER_MODES, TEASER_SIDES, type Teaser } from '@beckon/popup-schema';
import { styleTab, TEASER_CSS, tabAnimation } from '@beckon/widget/teaser';
import { useLayoutEffect, useRef } from 'react';
import { type MessageId, useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { ANIMATION_NAMES } from './effect-names.js';
import { CheckboxInput, ColorInput, Section, SelectInput, TextInput } from './inputs.js';

const TP = ['design', 'design_properties', 'teaser'] as const;

const MODE_LABELS: Record<(typeof TEASER_MODES)[number], MessageId> = {
  always: 'builder.teaserMode.always',
  before_show: 'builder.teaserMode.before_show',
  after_close: 'builder.teaserMode.after_close',
};

const SIDE_LABELS: Record<(typeof TEASER_SIDES)[number], MessageId> = {
  left: 'builder.teaserSide.left',
  right: 'builder.teaserSide.right',
  bottom_left: 'builder.teaserSide.bottom_left',
  bottom_right: 'builder.teaserSide.bottom_right',
};

/** The tab on a small page, drawn into a shadow root like the live one; inert, it is a picture. */
function TabPreview({ teaser }: { teaser: Teaser }) {
  const t = useT();
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = TEASER_CSS;
    const button = document.createElement('button');
    button.type = 'button';
    styleTab(button, teaser);
    // Plays the chosen animation once on every change, unless the owner's system asks for less motion.
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    button.style.animation = still ? 'none' : tabAnimation(teaser);
    root.replaceChildren(style, button);
  }, [teaser]);
  return (
    <figure className="teaser-preview">
      <figcaption>{t('builder.teaserTabPreview', { value: t(MODE_LABELS[teaser.show]).toLowerCase() })}</figcaption>
      {/* contain:layout makes this box the tab's containing block instead of the dashboard window. */}
      <div
        className="teaser-preview-page"
        inert
        style={{
          position: 'relative',
          contain: 'layout',
          height: 160,
          border: '1px solid #d0d7de',
          background: '#f6f8fa',
        }}
      >
        <div ref={hostRef} data-teaser-preview="" data-side={teaser.side} />
      </div>
    </figure>
  );
}

export function TeaserSection() {
  const t = useT();
  const { draft } = useBuilder();
  const teaser = draft.design.design_properties.teaser;
  return (
    <Section title={t('builder.teaserTab')}>
      <CheckboxInput label={t('builder.showATeaserTab')} path={[...TP, 'on']} hint={t('builder.aSmallTabOn')} />
      {teaser.on ? (
        <>
          <SelectInput
            label={t('builder.whenTheTabShows')}
            path={[...TP, 'show']}
            options={TEASER_MODES.map((m) => [m, t(MODE_LABELS[m])] as const)}
          />
          <TextInput label={t('builder.tabText')} path={[...TP, 'text']} />
          <div className="grid-2">
            <SelectInput
              label={t('builder.tabPosition')}
              path={[...TP, 'side']}
              options={TEASER_SIDES.map((s) => [s, t(SIDE_LABELS[s])] as const)}
            />
            <SelectInput
              label={t('builder.tabAnimationEvery3')}
              path={[...TP, 'animation']}
              options={EFFECTS.map((e) => [e, t(ANIMATION_NAMES[e])] as const)}
            />
          </div>
          <div className="grid-2">
            <ColorInput label={t('builder.tabColour')} path={[...TP, 'background']} />
            <ColorInput label={t('builder.tabTextColour')} path={[...TP, 'text_color']} />
          </div>
          <TabPreview teaser={teaser} />
        </>
      ) : null}
    </Section>
  );
}
