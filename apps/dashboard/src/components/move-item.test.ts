import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.js';

describe('moving an item of an ordered list', () => {
  it('swaps the item with the one above or below it', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone past either end, and never changes the list it was given', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
