/**
 * The teaser tab (spec §4 "Teaser tab"): whether the pop-up has one, when it
 * shows, its text, edge, colours and attention animation, with a preview drawn
 * by the widget's own tab code (the live tab's style sheet and look).
 */
import { EFFECTS, TEASER_MODES, TEASER_SIDES, type Teaser } from '@beckon/popup-schema';
import { styleTab, TEASER_CSS, tabAnimation } from '@beckon/widget/teaser';
import { useLayoutEffect, useRef } from 'react';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, ColorInput, Section, SelectInput, TextInput } from './inputs.js';

const TP = ['design', 'design_properties', 'teaser'] as const;

const MODE_LABELS: Record<(typeof TEASER_MODES)[number], string> = {
  always: 'Always, whenever the pop-up is not on screen',
  before_show: 'Before the pop-up shows, until the visitor has seen it',
  after_close: 'After the visitor closes the pop-up',
};

const SIDE_LABELS: Record<(typeof TEASER_SIDES)[number], string> = {
  left: 'Left edge',
  right: 'Right edge',
  bottom_left: 'Bottom left',
  bottom_right: 'Bottom right',
};

/** The tab on a small page, drawn into a shadow root like the live one; inert, it is a picture. */
function TabPreview({ teaser }: { teaser: Teaser }) {
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
      <figcaption>Teaser tab preview: {MODE_LABELS[teaser.show].toLowerCase()}</figcaption>
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
  const { draft } = useBuilder();
  const teaser = draft.design.design_properties.teaser;
  return (
    <Section title="Teaser tab">
      <CheckboxInput
        label="Show a teaser tab that opens the pop-up"
        path={[...TP, 'on']}
        hint="A small tab on an edge of the page; a click opens the pop-up."
      />
      {teaser.on ? (
        <>
          <SelectInput
            label="When the tab shows"
            path={[...TP, 'show']}
            options={TEASER_MODES.map((m) => [m, MODE_LABELS[m]] as const)}
          />
          <TextInput label="Tab text" path={[...TP, 'text']} />
          <div className="grid-2">
            <SelectInput
              label="Tab position"
              path={[...TP, 'side']}
              options={TEASER_SIDES.map((s) => [s, SIDE_LABELS[s]] as const)}
            />
            <SelectInput
              label="Tab animation (every 3 s)"
              path={[...TP, 'animation']}
              options={EFFECTS.map((e) => [e, e] as const)}
            />
          </div>
          <div className="grid-2">
            <ColorInput label="Tab colour" path={[...TP, 'background']} />
            <ColorInput label="Tab text colour" path={[...TP, 'text_color']} />
          </div>
          <TabPreview teaser={teaser} />
        </>
      ) : null}
    </Section>
  );
}
