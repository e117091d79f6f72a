/**
 * zod issues of a page document as one line per problem, in the shared wording (popup-schema's
 * zod-issues), named by where they are in the document: `content[0].children[1].settings.align: must be
 * one of "left", "center", "right"`.
 */
import { issuePath, issueRule } from '@beckon/popup-schema/zod-issues';
import type * as z from 'zod';

/** A place in the document, e.g. `content[0].children[1]`; the document itself when the path is empty. */
export function pathText(path: readonly PropertyKey[]): string {
  return issuePath(path) || '(document)';
}

/** `input` is the value that was parsed; `base` is where it stands in the document. */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  base: readonly PropertyKey[] = [],
): string[] {
  return issues.map((issue) => `${pathText([...base, ...issue.path])}: ${issueRule(issue, input)}`);
}
