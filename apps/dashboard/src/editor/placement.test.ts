import { widgets } from '@beckon/page-widgets/registry.js';
import type { ComponentData } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { type PlacementRules, placeContent, wrapChain } from './placement.js';
import { allowedIn, widgetInfo } from './puck-config.js';

const allowed: Record<string, string[]> = { section: ['column'], column: ['heading', 'button'], popup: ['button'] };
const HOLDERS = new Set(['section', 'column', 'popup']);
const item = (type: string, id: string, children: ComponentData[] = []) =>
  ({ type, props: { id, ...(HOLDERS.has(type) ? { children } : {}) } }) as ComponentData;
let made = 0;
const rules: PlacementRules = {
  allowedIn: (holder) => (holder === null ? ['section', 'popup'] : (allowed[holder] ?? [])),
  wrappers: ['section', 'column'],
  create: (type, children) => item(type, `${type}-new-${++made}`, children),
};
const shape = (items: ComponentData[]): unknown[] =>
  items.map((i) => {
    const children = (i.props as { children?: ComponentData[] }).children;
    return children ? { [i.type]: shape(children) } : i.type;
  });

describe('placing a widget where it can stand', () => {
  it('wraps a widget dropped at the top level in a new section and column, where it was dropped', () => {
    const content = [
      item('section', 's1', [item('column', 'c1', [item('heading', 'h1')])]),
      item('button', 'b1'),
      item('section', 's2', [item('column', 'c2')]),
    ];
    const placed = placeContent(content, rules);
    expect(shape(placed.content)).toEqual([
      { section: [{ column: ['heading'] }] },
      { section: [{ column: ['button'] }] },
      { section: [{ column: [] }] },
    ]);
    expect(placed.changes).toEqual([{ id: 'b1', type: 'button', wrappedIn: ['section', 'column'] }]);
    // The widget itself, its id and settings, is kept: only holders are added around it.
    const slot = (i: ComponentData | undefined): ComponentData[] =>
      i ? (i.props as unknown as { children: ComponentData[] }).children : [];
    expect(slot(slot(placed.content[1])[0])[0]).toBe(content[1]);
  });

  it('wraps a column dropped at the top level in a section, and a widget dropped between columns in a column', () => {
    const placed = placeContent([item('column', 'c1'), item('section', 's1', [item('button', 'b1')])], rules);
    expect(shape(placed.content)).toEqual([{ section: [{ column: [] }] }, { section: [{ column: ['button'] }] }]);
    expect(placed.changes.map((c) => c.wrappedIn)).toEqual([['section'], ['column']]);
  });

  it('lifts a section dropped inside a column out to the top level, right after the section holding it', () => {
    const content = [
      item('section', 's1', [
        item('column', 'c1', [item('heading', 'h1'), item('section', 's2'), item('button', 'b')]),
      ]),
      item('section', 's3'),
    ];
    const placed = placeContent(content, rules);
    expect(placed.content.map((i) => i.props.id)).toEqual(['s1', 's2', 's3']);
    expect(shape(placed.content)[0]).toEqual({ section: [{ column: ['heading', 'button'] }] });
    expect(placed.changes).toEqual([{ id: 's2', type: 'section', wrappedIn: [] }]);
  });

  it('gives back the very same content when everything already stands where it may', () => {
    const content = [item('section', 's1', [item('column', 'c1', [item('heading', 'h1')])]), item('popup', 'p1')];
    const placed = placeContent(content, rules);
    expect(placed.content).toBe(content);
    expect(placed.changes).toEqual([]);
  });

  it('never wraps in a pop-up, and finds no chain where no wrapper leads', () => {
    expect(wrapChain(null, 'button', rules)).toEqual(['section', 'column']);
    expect(wrapChain('popup', 'section', rules)).toBeNull();
  });

  it('follows the registry’s rules: a button at the top of a page gets a section and a column', () => {
    const info = widgetInfo(widgets);
    const wrappers = [...info].filter(([, w]) => w.widget.accepts && !w.widget.placement).map(([t]) => t);
    expect(wrapChain(null, 'button', { ...rules, allowedIn: allowedIn(info), wrappers })).toEqual([
      'section',
      'column',
    ]);
  });
});
