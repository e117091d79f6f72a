/**
 * A document problem in the editor's words: the validator (and the server, which runs the same one) says
 * where a problem is as a path (`content[2].children[0].children[1].settings.href: must be …`); an editor
 * looks for blocks, so the path becomes the blocks it runs through, each named as the outline names it
 * ("Sección: Nuestros tratamientos › Columna › Botón: Reservar — Link: must be …").
 */

import type { PageNode } from '@beckon/page-widgets/document/schema.js';
import type { ComponentData } from '@puckeditor/core';
import type { PageDocument } from './document-data.js';
import { outlineLabel } from './outline-label.js';

type Node = PageNode;

export interface ProblemNames {
  /** The widget's name ("Botón"). */
  labelOf: (type: string) => string;
  /** A setting's field label in the settings panel; the key itself when the widget has no such field. */
  fieldOf: (type: string, key: string) => string;
  /** A rule in the person's language ("must be at most 100"); kept as it came when absent. */
  ruleOf?: (rule: string) => string;
}

const PLACE = /^content\[(\d+)\]((?:\.children\[\d+\])*)(?:\.(settings|type|id|children)(.*?))?: (.*)$/s;

const asItem = (node: Node): ComponentData =>
  ({
    type: node.type,
    props: { ...node.settings, id: node.id, children: (node.children ?? []).map(asItem) },
  }) as ComponentData;

/** One problem line, named by blocks when its path leads to one; any other line is kept as it is. */
export function nameProblem(problem: string, document: PageDocument, names: ProblemNames): string {
  const match = PLACE.exec(problem);
  if (!match) return problem;
  const [, top, nested, part, rest, said] = match;
  const rule = names.ruleOf ? names.ruleOf(said ?? '') : said;
  const steps = [Number(top), ...[...(nested ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))];
  const chain: Node[] = [];
  let level: readonly Node[] = document.content;
  for (const index of steps) {
    const node = level[index];
    if (!node) return problem;
    chain.push(node);
    level = node.children ?? [];
  }
  const last = chain[chain.length - 1] as Node;
  const where = chain.map((node) => outlineLabel(asItem(node), names.labelOf)).join(' › ');
  if (part !== 'settings') return `${where}: ${rule}`;
  const key = /^\.([A-Za-z0-9_]+)(.*)$/.exec(rest ?? '');
  if (!key?.[1]) return `${where}: ${rule}`;
  return `${where} — ${names.fieldOf(last.type, key[1])}${key[2] ?? ''}: ${rule}`;
}

/** A refusal's message, which joins its problems with "; ", named problem by problem. */
export function nameProblems(message: string, document: PageDocument, names: ProblemNames): string {
  return message
    .split(/; (?=content\[)/)
    .map((problem) => nameProblem(problem, document, names))
    .join('; ');
}
