/**
 * Every design control that a type other than the lightbox draws its own way changes what a visitor sees of that
 * type, or is a listed behaviour with its test (design-walk.ts). The sections drawn alike in every type are walked
 * on the lightbox (every-setting.test.tsx and every-setting-fields.test.tsx).
 */
// A jsdom document first: react-dom and testing-library look for one when they load.
import '@beckon/widget/test-dom';
import { POPUP_TYPES, type PopupInput } from '@beckon/popup-schema';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareWalks, SAME_IN_EVERY_TYPE, walk, withImage } from './design-walk.js';
import { starterGame } from './prizes-section.js';

beforeAll(prepareWalks);
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe('every builder setting of the other types', () => {
  // The rest (format, placement and size, prizes, close controls, colours, badge), starting with an image block so
  // every format has something to place.
  it.for(POPUP_TYPES.filter((t) => t !== 'lightbox'))(
    'changes what a visitor sees of a %s pop-up where the type draws it differently',
    { timeout: 60_000 },
    async (type, { signal }) => {
      expect((await walk(type, (c) => SAME_IN_EVERY_TYPE.test(c.section), undefined, signal)).silent).toEqual([]);
    },
  );

  it("changes what a visitor sees of a game on phones through the game's mobile words", async ({ signal }) => {
    const mobileGame = (): PopupInput => {
      const draft = withImage();
      draft.poptin_type = 'gamified';
      draft.design.design_properties.switch_mobile_editor = true;
      draft.design.screens.mobile_main = draft.design.screens.main;
      const { play_label, win_heading, lose_heading } = starterGame();
      draft.design.game = { ...starterGame(), mobile: { play_label, win_heading, lose_heading } };
      return draft;
    };
    const walked = (c: { section: string }) => c.section !== 'Mobile game texts';
    expect((await walk('gamified', walked, mobileGame, signal)).silent).toEqual([]);
    // The section was there to walk: a start without it would pass vacuously.
    expect(document.body.textContent).toContain('Play button label on phones');
  });
});
