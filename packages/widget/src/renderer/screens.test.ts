import { describe, expect, it } from 'vitest';
import { pickGameTexts, pickScreens } from './screens.js';
import { makeDesign } from './test-fixtures.js';

const design = (switchMobile: boolean) =>
  makeDesign({
    design_properties: { switch_mobile_editor: switchMobile },
    screens: {
      main: [{ kind: 'heading', text: 'Desktop' }],
      thank_you: [{ kind: 'heading', text: 'Thanks' }],
      mobile_main: [{ kind: 'heading', text: 'Mobile' }],
    },
  });

describe('pickScreens', () => {
  it('swaps in the mobile screens on mobile when the mobile editor is on', () => {
    expect(pickScreens(design(true), true).main).toEqual([{ kind: 'heading', text: 'Mobile' }]);
  });

  it('keeps the desktop thank-you screen when no mobile one was drawn', () => {
    expect(pickScreens(design(true), true).thankYou).toEqual([{ kind: 'heading', text: 'Thanks' }]);
  });

  it('keeps the desktop screens when the mobile editor is off or on desktop', () => {
    expect(pickScreens(design(false), true).main).toEqual([{ kind: 'heading', text: 'Desktop' }]);
    expect(pickScreens(design(true), false).main).toEqual([{ kind: 'heading', text: 'Desktop' }]);
  });
});

describe('pickGameTexts', () => {
  const game = {
    prizes: [],
    disable_post_play_screen: false,
    play_label: 'Spin',
    win_heading: 'You won {prize}!',
    lose_heading: 'No luck',
    mobile: { play_label: 'Tap to spin', win_heading: 'Won: {prize}', lose_heading: 'Not this time' },
  };

  it('gives a phone the mobile words when the mobile editor is on', () => {
    expect(pickGameTexts(game, design(true), true)).toMatchObject(game.mobile);
  });

  it('keeps the desktop words on desktop, with the switch off, or when none were written', () => {
    expect(pickGameTexts(game, design(true), false).play_label).toBe('Spin');
    expect(pickGameTexts(game, design(false), true).win_heading).toBe('You won {prize}!');
    expect(pickGameTexts({ ...game, mobile: undefined }, design(true), true).lose_heading).toBe('No luck');
  });
});
