import { describe, expect, it } from 'vitest';
import { holdsLinkClick } from './link-handoff.js';

const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const PAGE = 'https://shop.example/sale';

describe('holdsLinkClick', () => {
  it('holds a plain click that takes this tab to another web page', () => {
    expect(holdsLinkClick(plain, PAGE, '_self')).toBe(true);
    expect(holdsLinkClick(plain, 'http://shop.example/sale', '_self')).toBe(true);
  });

  it('lets a new tab, a modified or middle click, or a click already handled go at once', () => {
    expect(holdsLinkClick(plain, PAGE, '_blank')).toBe(false);
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)
      expect(holdsLinkClick({ ...plain, [key]: true }, PAGE, '_self')).toBe(false);
    expect(holdsLinkClick({ ...plain, button: 1 }, PAGE, '_self')).toBe(false);
    expect(holdsLinkClick({ ...plain, defaultPrevented: true }, PAGE, '_self')).toBe(false);
  });

  it('lets tel:, sms: and mailto: links go at once, as the page stays', () => {
    for (const href of ['tel:+34911222333', 'sms:+34911222333', 'mailto:sales@shop.example'])
      expect(holdsLinkClick(plain, href, '_self')).toBe(false);
  });
});
