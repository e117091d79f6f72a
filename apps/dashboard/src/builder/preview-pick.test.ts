// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { designDocumentSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { newPopup } from './draft.js';
import { drawnScreen, pickAt } from './preview-pick.js';

/** An element drawn at the given box (jsdom lays nothing out). */
function drawnAt(html: string, box: { left: number; top: number; width: number; height: number }) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const el = template.content.firstElementChild as HTMLElement;
  el.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top }) as DOMRect;
  return el;
}

describe('what a click in the preview picks', () => {
  const root = document.createElement('div');
  root.append(
    drawnAt('<h2 data-bk-block="0">Hi</h2>', { left: 0, top: 0, width: 300, height: 40 }),
    drawnAt('<p data-bk-block="1">Text</p>', { left: 0, top: 50, width: 300, height: 100 }),
    drawnAt('<a data-bk-block="2">Go</a>', { left: 20, top: 100, width: 80, height: 30 }),
    drawnAt('<div class="bk-field"><input name="poptinDesignInputTextFieldEmail"></div>', {
      left: 0,
      top: 200,
      width: 300,
      height: 40,
    }),
    drawnAt('<fieldset class="bk-field"><legend>Topics</legend></fieldset>', {
      left: 0,
      top: 250,
      width: 300,
      height: 60,
    }),
  );

  it('picks the block under the pointer by its position on the screen', () => {
    expect(pickAt(root, 10, 10)).toEqual({ kind: 'block', index: 0 });
    expect(pickAt(root, 200, 60)).toEqual({ kind: 'block', index: 1 });
  });

  it('picks the smallest box when one lies over another', () => {
    expect(pickAt(root, 30, 110)).toEqual({ kind: 'block', index: 2 });
  });

  it('picks a form field by its position among the drawn fields', () => {
    expect(pickAt(root, 10, 210)).toEqual({ kind: 'field', index: 0 });
    expect(pickAt(root, 10, 280)).toEqual({ kind: 'field', index: 1 });
  });

  it('picks nothing between the drawn items', () => {
    expect(pickAt(root, 10, 45)).toBeNull();
    expect(pickAt(root, 400, 10)).toBeNull();
  });
});

describe('which screen a preview draws', () => {
  const base = newPopup().design;
  const design = (mobileEditor: boolean, mobileMain: boolean) =>
    designDocumentSchema.parse({
      ...base,
      poptin_id: '0000000000000',
      version: 1,
      design_properties: { ...base.design_properties, switch_mobile_editor: mobileEditor },
      screens: { ...base.screens, ...(mobileMain ? { mobile_main: [{ kind: 'heading', text: 'Phone' }] } : {}) },
    });

  it('is the desktop screen on a computer, and on a phone without the mobile editor', () => {
    expect(drawnScreen(design(true, true), false, 'main')).toBe('main');
    expect(drawnScreen(design(false, true), true, 'main')).toBe('main');
    expect(drawnScreen(design(true, false), true, 'thank_you')).toBe('thank_you');
  });

  it("is the phone's own screen once the owner switched the mobile editor on and drew it", () => {
    expect(drawnScreen(design(true, true), true, 'main')).toBe('mobile_main');
  });
});
