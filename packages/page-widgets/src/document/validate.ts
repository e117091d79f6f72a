/**
 * Validates a page document on save and on load: structure first, then each
 * node's type, place in the tree and settings (against the widget's schema,
 * defaults filled). Every problem is reported with its path, so an editor or
 * a log line says exactly what to fix.
 */
import type { AnyWidget } from '../define-widget.js';
import { formatIssues, pathText } from './format-issues.js';
import { documentSchema, type PageNode, type ResolvedDocument, type ResolvedNode } from './schema.js';

const MAX_SHOWN = 5;

export class DocumentError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, MAX_SHOWN).join('; ');
    super(problems.length > MAX_SHOWN ? `${shown}; and ${problems.length - MAX_SHOWN} more` : shown);
    this.name = 'DocumentError';
  }
}

export type WidgetLookup = ReadonlyMap<string, AnyWidget>;

/** Where a node may stand: sections at the top, columns in sections, widgets in columns. */
type Slot = 'top' | 'columns' | 'widgets';

function slotOf(widget: AnyWidget): Slot {
  if (widget.placement) return widget.placement;
  if (widget.accepts === 'columns') return 'top';
  if (widget.accepts === 'widgets') return 'columns';
  return 'widgets';
}

const SLOT_TEXT: Record<Slot, string> = {
  top: 'a section or a pop-up (only they stand at the top level)',
  columns: 'a column (a section holds only columns)',
  widgets: 'a content widget (a column holds only content widgets)',
};

export function parseDocument(raw: unknown, widgets: WidgetLookup): ResolvedDocument {
  const structural = documentSchema.safeParse(raw);
  if (!structural.success) throw new DocumentError(formatIssues(structural.error.issues, raw));
  const problems: string[] = [];
  const seen = new Set<string>();

  const resolve = (node: PageNode, path: PropertyKey[], slot: Slot): ResolvedNode => {
    const where = pathText(path);
    if (seen.has(node.id)) problems.push(`${where}.id: "${node.id}" is used by another node`);
    seen.add(node.id);
    const widget = widgets.get(node.type);
    if (!widget) {
      problems.push(`${where}.type: unknown widget "${node.type}" (known: ${[...widgets.keys()].join(', ')})`);
      return { id: node.id, type: node.type, settings: {}, children: [] };
    }
    if (slotOf(widget) !== slot)
      problems.push(`${where}.type: "${node.type}" cannot stand here, expected ${SLOT_TEXT[slot]}`);
    const parsed = widget.settings.safeParse(node.settings);
    if (!parsed.success) problems.push(...formatIssues(parsed.error.issues, node.settings, [...path, 'settings']));
    if (node.children && !widget.accepts && node.children.length > 0) {
      problems.push(`${where}.children: "${node.type}" holds no children`);
    }
    const childSlot: Slot = widget.accepts === 'columns' ? 'columns' : 'widgets';
    const children = widget.accepts
      ? (node.children ?? []).map((c, i) => resolve(c, [...path, 'children', i], childSlot))
      : [];
    return { id: node.id, type: node.type, settings: parsed.success ? parsed.data : {}, children };
  };

  const content = structural.data.content.map((n, i) => resolve(n, ['content', i], 'top'));
  if (problems.length > 0) throw new DocumentError(problems);
  return { schemaVersion: 1, root: structural.data.root, content };
}
