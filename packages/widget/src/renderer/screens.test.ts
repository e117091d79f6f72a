import { describe, expect, it } from 'vitest';
import { pickScreens } from './screens.js';
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
