/**
 * Table-of-contents logic without the DOM: the heading tree (each heading
 * under the nearest previous one of a higher level), which heading is active
 * for a scroll position, the 2 s suppression of scroll tracking after a click
 * (§9), and whether the box starts minimized on a device.
 */
import { DEVICES, type Device } from '../../responsive.js';

export interface TocEntry {
  /** 1–6 from h1–h6. */
  level: number;
  text: string;
  /** Element id the item links to. */
  id: string;
}

export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

export function buildTree(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { entry, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1] as TocNode).entry.level >= entry.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Flat list when the hierarchical view is off. */
export function flatTree(entries: readonly TocEntry[]): TocNode[] {
  return entries.map((entry) => ({ entry, children: [] }));
}

/** The index of the last heading whose top is at or above `line` (px from the viewport top), or -1. */
export function activeIndex(tops: readonly number[], line: number): number {
  let active = -1;
  tops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return active;
}

export const CLICK_SUPPRESSION_MS = 2000;

/** After a click on an item, scrolling does not move the active item for 2 s. */
export class ScrollTracking {
  private until = 0;
  clicked(now: number): void {
    this.until = now + CLICK_SUPPRESSION_MS;
  }
  allowed(now: number): boolean {
    return now >= this.until;
  }
}

export type MinimizedOn = 'none' | 'mobile' | 'tablet' | 'laptop' | 'desktop';

/** Minimized on `device` when it is the chosen breakpoint or smaller ('desktop' means everywhere). */
export function isMinimized(minimizedOn: MinimizedOn, device: Device): boolean {
  if (minimizedOn === 'none') return false;
  return DEVICES.indexOf(device) >= DEVICES.indexOf(minimizedOn);
}

/** Entries from a resolved document's heading widgets, in reading order. */
export function entriesFromNodes(
  nodes: readonly { id: string; type: string; settings: unknown; children: readonly unknown[] }[],
  tags: readonly string[],
): TocEntry[] {
  const out: TocEntry[] = [];
  const walk = (list: readonly { id: string; type: string; settings: unknown; children: readonly unknown[] }[]) => {
    for (const n of list) {
      if (n.type === 'heading') {
        const s = n.settings as { level: string; text: string; anchor?: string };
        if (tags.includes(s.level))
          out.push({ level: Number(s.level.slice(1)), text: s.text, id: s.anchor ?? `h-${n.id}` });
      }
      walk(n.children as typeof list);
    }
  };
  walk(nodes);
  return out;
}
