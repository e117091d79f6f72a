/** Small builders for seed documents, so the content files read as content. */
import type { PageNode } from '@beckon/page-widgets';

export const node = (
  id: string,
  type: string,
  settings: Record<string, unknown> = {},
  children?: PageNode[],
): PageNode => (children ? { id, type, settings, children } : { id, type, settings });

export const h = (id: string, level: 'h1' | 'h2' | 'h3' | 'h4', text: string, anchor?: string): PageNode =>
  node(id, 'heading', anchor ? { level, text, anchor } : { level, text });

export const p = (id: string, ...blocks: (string | { list: string[]; ordered?: boolean })[]): PageNode =>
  node(id, 'text', { blocks });

/** A section with one full-width column. */
export const band = (id: string, settings: Record<string, unknown>, widgets: PageNode[]): PageNode =>
  node(id, 'section', settings, [node(`${id}-c`, 'column', {}, widgets)]);
