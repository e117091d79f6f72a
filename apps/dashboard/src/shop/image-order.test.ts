import { describe, expect, it } from 'vitest';
import { moved } from './image-order.js';

describe('moving a product image', () => {
  it('swaps the image with the one above or below it', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone past either end, and never changes the list it was given', () => {
    const list = ['a', 'b'];
    expect(moved(list, 0, -1)).toEqual(['a', 'b']);
    expect(moved(list, 1, 1)).toEqual(['a', 'b']);
    expect(moved(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
