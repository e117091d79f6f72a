/** The table of contents' heading tree, active item, click suppression and minimizing. */
import { describe, expect, it } from 'vitest';
import {
  activeIndex,
  buildTree,
  entriesFromNodes,
  isMinimized,
  ScrollTracking,
  type TocNode,
} from '../src/widgets/table-of-contents/tree.js';

const e = (level: number, id: string) => ({ level, text: id.toUpperCase(), id });
const shape = (nodes: TocNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.entry.id]: shape(n.children) } : n.entry.id));

describe('buildTree', () => {
  it('nests each heading under the nearest previous heading of a higher level', () => {
    const tree = buildTree([e(2, 'a'), e(3, 'a1'), e(3, 'a2'), e(4, 'a2x'), e(2, 'b'), e(3, 'b1')]);
    expect(shape(tree)).toEqual([{ a: ['a1', { a2: ['a2x'] }] }, { b: ['b1'] }]);
  });

  it('keeps a deeper first heading at the top level instead of dropping it', () => {
    expect(shape(buildTree([e(3, 'x'), e(2, 'y'), e(3, 'z')]))).toEqual(['x', { y: ['z'] }]);
  });

  it('is empty without headings', () => {
    expect(buildTree([])).toEqual([]);
  });
});

describe('activeIndex', () => {
  it('is the last heading at or above the line, or -1 before the first', () => {
    expect(activeIndex([100, 400, 900], 300)).toBe(0);
    expect(activeIndex([-500, -100, 250], 300)).toBe(2);
    expect(activeIndex([350, 800], 300)).toBe(-1);
  });
});

describe('ScrollTracking', () => {
  it('ignores scrolling for 2 seconds after a click on an item', () => {
    const t = new ScrollTracking();
    expect(t.allowed(0)).toBe(true);
    t.clicked(10_000);
    expect(t.allowed(11_999)).toBe(false);
    expect(t.allowed(12_000)).toBe(true);
  });
});

describe('isMinimized', () => {
  it('minimizes on the chosen breakpoint and every smaller device', () => {
    expect(isMinimized('tablet', 'mobile')).toBe(true);
    expect(isMinimized('tablet', 'tablet')).toBe(true);
    expect(isMinimized('tablet', 'laptop')).toBe(false);
    expect(isMinimized('desktop', 'desktop')).toBe(true);
    expect(isMinimized('none', 'mobile')).toBe(false);
  });
});

describe('entriesFromNodes', () => {
  it('lists the heading widgets of the chosen tags in reading order, with their anchors', () => {
    const node = (id: string, level: string, anchor?: string) => ({
      id,
      type: 'heading',
      settings: { level, text: id, anchor },
      children: [],
    });
    const tree = [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [node('one', 'h2', 'uno'), node('two', 'h4'), node('three', 'h3')],
      },
    ];
    expect(entriesFromNodes(tree, ['h2', 'h3'])).toEqual([
      { level: 2, text: 'one', id: 'uno' },
      { level: 3, text: 'three', id: 'h-three' },
    ]);
  });
});
