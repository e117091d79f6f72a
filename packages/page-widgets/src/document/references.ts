/**
 * Checks between nodes of one page that no single widget's schema can make: a form's pop-up action must
 * name a pop-up of the same page, or the action would do nothing for visitors. Run when a page is saved or
 * published (not when a stored page is rendered, so a page saved before this check still shows).
 */
import { pathText } from './format-issues.js';
import type { ResolvedDocument, ResolvedNode } from './schema.js';
import { DocumentError } from './validate.js';

interface FormPopupAction {
  action: 'open' | 'close';
  id?: string;
}

export function checkPageReferences(doc: ResolvedDocument): void {
  const popups = new Set(doc.content.filter((n) => n.type === 'popup').map((n) => n.id));
  const problems: string[] = [];
  const visit = (node: ResolvedNode, path: PropertyKey[], inPopup: boolean) => {
    const action = node.type === 'form' ? (node.settings as { popup?: FormPopupAction }).popup : undefined;
    if (action?.id !== undefined && !popups.has(action.id))
      problems.push(`${pathText([...path, 'settings', 'popup', 'id'])}: "${action.id}" is not a pop-up on this page`);
    else if (action && action.id === undefined && !inPopup)
      problems.push(
        `${pathText([...path, 'settings', 'popup'])}: closing without an id needs the form inside a pop-up`,
      );
    node.children.forEach((c, i) => {
      visit(c, [...path, 'children', i], inPopup || node.type === 'popup');
    });
  };
  doc.content.forEach((n, i) => {
    visit(n, ['content', i], false);
  });
  if (problems.length > 0) throw new DocumentError(problems);
}
