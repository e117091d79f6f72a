/**
 * Where a widget can stand. A drop can land a widget where the document
 * schema does not let it stand (a button between two sections, a section
 * inside a column); instead of accepting it and refusing it at publish, the
 * editor places it where it can: wrapped in the holders it needs (a new
 * section and column at the top level, as Elementor does), or lifted out to
 * the nearest level that takes it. Pure: the editor applies the result.
 */
import type { ComponentData } from '@puckeditor/core';

export interface PlacementRules {
  /** The types a holder takes (null: the page itself). */
  allowedIn: (holder: string | null) => readonly string[];
  /** The holders a misplaced widget may be wrapped in, e.g. section and column (never a pop-up). */
  wrappers: readonly string[];
  /** A new, empty holder of `type` holding `children`, with a fresh id. */
  create: (type: string, children: ComponentData[]) => ComponentData;
}

/** One widget the placement moved: wrapped in new holders (outermost first), or lifted out of its holder. */
export interface PlacementChange {
  id: string;
  type: string;
  wrappedIn: string[];
}

/** The shortest chain of wrappers that lets `type` stand in `holder`, outermost first; null when none does. */
export function wrapChain(holder: string | null, type: string, rules: PlacementRules): string[] | null {
  const queue: { at: string | null; chain: string[] }[] = [{ at: holder, chain: [] }];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const { at, chain } = queue.shift() as { at: string | null; chain: string[] };
    if (rules.allowedIn(at).includes(type)) return chain;
    for (const wrapper of rules.wrappers) {
      if (seen.has(wrapper) || !rules.allowedIn(at).includes(wrapper)) continue;
      seen.add(wrapper);
      queue.push({ at: wrapper, chain: [...chain, wrapper] });
    }
  }
  return null;
}

const childrenOf = (item: ComponentData): ComponentData[] | null => {
  const slot = (item.props as { children?: unknown }).children;
  return Array.isArray(slot) ? (slot as ComponentData[]) : null;
};

/**
 * Places every item of `items` held by `holder`: what stands is kept, what needs holders is wrapped in them,
 * and what cannot stand at this level at all is handed back as `lifted`, for the level above to place right
 * after this holder. Unchanged lists come back as the same array.
 */
function placeList(
  items: ComponentData[],
  holder: string | null,
  rules: PlacementRules,
  changes: PlacementChange[],
): { items: ComponentData[]; lifted: ComponentData[] } {
  const queue = [...items];
  const fromInside = new Set<ComponentData>();
  const out: ComponentData[] = [];
  const lifted: ComponentData[] = [];
  let changed = false;
  while (queue.length > 0) {
    let item = queue.shift() as ComponentData;
    const slot = childrenOf(item);
    if (slot) {
      const inner = placeList(slot, item.type, rules, changes);
      if (inner.items !== slot) {
        item = { ...item, props: { ...item.props, children: inner.items } };
        changed = true;
      }
      // What cannot stand inside this item is placed at this level, right after it.
      queue.unshift(...inner.lifted);
      for (const l of inner.lifted) fromInside.add(l);
    }
    const id = String(item.props.id);
    const wasLifted = fromInside.has(item);
    if (rules.allowedIn(holder).includes(item.type)) {
      out.push(item);
      if (wasLifted) changes.push({ id, type: item.type, wrappedIn: [] });
      continue;
    }
    changed = true;
    const chain = wrapChain(holder, item.type, rules);
    if (chain === null) {
      lifted.push(item);
      continue;
    }
    out.push(chain.reduceRight((inner, wrapper) => rules.create(wrapper, [inner]), item));
    changes.push({ id, type: item.type, wrappedIn: chain });
  }
  return { items: changed ? out : items, lifted };
}

/**
 * The page's content with every widget placed where it can stand, and what was moved. The same array when
 * nothing had to move. Nothing is ever dropped: the page takes anything once wrapped.
 */
export function placeContent(
  content: ComponentData[],
  rules: PlacementRules,
): { content: ComponentData[]; changes: PlacementChange[] } {
  const changes: PlacementChange[] = [];
  const { items, lifted } = placeList(content, null, rules, changes);
  // Only a type no wrapper chain leads to comes back from the top; it is kept at the end rather than lost.
  return { content: lifted.length > 0 ? [...items, ...lifted] : items, changes };
}
