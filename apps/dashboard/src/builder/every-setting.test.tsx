/**
 * Every design control of a lightbox changes what a visitor sees, or is a listed behaviour with its test
 * (design-walk.ts). The walk goes by groups of sections, each on a pop-up of its own, so each case is short and a
 * slow one cannot leave its screen to the next; the form's fields are walked in every-setting-fields.test.tsx and
 * the other types in every-setting-types.test.tsx.
 */
// A jsdom document first: react-dom and testing-library look for one when they load.
import '@beckon/widget/test-dom';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNamedTestsExist } from './control-walk.js';
import { ACTS_LATER, PHONE_SCREENS, prepareWalks, walk } from './design-walk.js';

/**
 * The lightbox's sections by group, in screen order. The thank-you screen and what follows a submit go with the
 * content: the thank-you countdown is the pop-up's one timer, so its "Count down" shows the content's minutes and
 * seconds again to be walked, and the redirect and the coupon code draw through the content's button and coupon
 * blocks. The last case takes every section not named here (a new one included); the form's fields have their
 * own file.
 */
const GROUPS: { name: string; sections: string[] }[] = [
  {
    name: 'its basics, placement, content, thank-you screen and what follows a submit',
    sections: ['Basics', 'Placement and size', 'Content', 'Thank-you screen', 'After a submit'],
  },
  { name: 'its close controls, effects and teaser tab', sections: ['Close controls and effects', 'Teaser tab'] },
  { name: 'its phone design', sections: ['Mobile design', 'Mobile content', 'Mobile thank-you screen'] },
];
const NAMED = new Set(['Form fields', ...GROUPS.flatMap((g) => g.sections)]);
const REST = ['Colours and fonts', 'Badge'];

beforeAll(prepareWalks);
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe('every builder setting of a lightbox', () => {
  it.for(GROUPS)(
    'changes what a visitor sees through $name, or is a listed behaviour with its test',
    { timeout: 60_000 },
    async ({ sections }, { signal }) => {
      // The phone screens' block editors are the Content editor on another path: their Add buttons are walked.
      const skip = (c: { section: string; el: HTMLElement }) =>
        !sections.includes(c.section) || (PHONE_SCREENS.test(c.section) && c.el.tagName !== 'BUTTON');
      const walked = await walk('lightbox', skip, undefined, signal);
      expect(walked.silent).toEqual([]);
      expect(walked.sections).toEqual(expect.arrayContaining(sections));
    },
  );

  it('changes what a visitor sees through every other section (colours and fonts, badge)', {
    timeout: 60_000,
  }, async ({ signal }) => {
    const walked = await walk('lightbox', (c) => NAMED.has(c.section), undefined, signal);
    expect(walked.silent).toEqual([]);
    expect(walked.sections).toEqual(expect.arrayContaining(REST));
  });

  it('names an existing test for every setting that acts later', () => {
    expectNamedTestsExist(ACTS_LATER);
  });
});
