/** The §3 breakpoints as the responsive settings model. */
import { describe, expect, it } from 'vitest';
import { deviceForWidth, responsiveCss, valueFor } from '../src/responsive.js';

describe('deviceForWidth', () => {
  it('puts mobile up to 767 px, tablet up to 1024, laptop up to 1366 and desktop beyond', () => {
    expect([320, 767, 768, 1024, 1025, 1366, 1367, 1920].map(deviceForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'laptop',
      'laptop',
      'desktop',
      'desktop',
    ]);
  });
});

describe('valueFor', () => {
  it('inherits from the next larger device when a device has no value of its own', () => {
    const r = { desktop: 3, tablet: 2 };
    expect(valueFor(r, 'desktop')).toBe(3);
    expect(valueFor(r, 'laptop')).toBe(3);
    expect(valueFor(r, 'tablet')).toBe(2);
    expect(valueFor(r, 'mobile')).toBe(2);
  });
});

describe('responsiveCss', () => {
  it('writes desktop in the base rule and each other device in its max-width query, largest first', () => {
    expect(responsiveCss('#x', { n: { desktop: 3, tablet: 2, mobile: 1 } })).toBe(
      '#x{--n:3}@media (max-width:1024px){#x{--n:2}}@media (max-width:767px){#x{--n:1}}',
    );
  });
});
