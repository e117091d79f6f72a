import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('is zero for equal strings', () => {
    expect(editDistance('gmail', 'gmail')).toBe(0);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('yaho', 'yahoo')).toBe(1);
    expect(editDistance('yahooo', 'yahoo')).toBe(1);
    expect(editDistance('gnail', 'gmail')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('measures against an empty string by length', () => {
    expect(editDistance('', 'com')).toBe(3);
    expect(editDistance('com', '')).toBe(3);
  });
});
