import '../test-dom.js';
import { afterEach, describe, expect, it } from 'vitest';
import { pushPageDown } from './push.js';

/** A connected box whose drawn height is `height` (jsdom lays nothing out). */
function boxOf(height: number): HTMLElement {
  const box = document.createElement('div');
  box.getBoundingClientRect = () => ({ height }) as DOMRect;
  document.body.append(box);
  return box;
}

const marginTop = () => document.documentElement.style.getPropertyValue('margin-top');

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('pushing the page down', () => {
  it('adds up a top bar and a welcome mat on screen at once, and each gives back only its own height', () => {
    const undoBar = pushPageDown(boxOf(48));
    const undoMat = pushPageDown(boxOf(720));
    expect(marginTop()).toBe('768px');
    undoMat();
    expect(marginTop()).toBe('48px');
    undoBar();
    expect(marginTop()).toBe('');
  });

  it("puts the page's own inline margin back when the last box leaves", () => {
    document.documentElement.style.setProperty('margin-top', '10px');
    const undo = pushPageDown(boxOf(720));
    expect(marginTop()).toBe('730px');
    expect(document.documentElement.style.getPropertyPriority('margin-top')).toBe('important');
    undo();
    expect(marginTop()).toBe('10px');
    expect(document.documentElement.style.getPropertyPriority('margin-top')).toBe('');
  });
});
