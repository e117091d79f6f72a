/**
 * A widget's invalid settings as the canvas shows them: each problem named by the setting's label in the
 * settings panel and said in the person's language (the shared rule wording, made plain and translated as the server's refusals are);
 * a problem outside a labelled setting keeps its path.
 */
import { pathText } from '@beckon/page-widgets/document/format-issues.js';
import { issueRule } from '@beckon/popup-schema/zod-issues';
import type * as z from 'zod';
import { plainRule } from '../components/plain-message.js';
import { schemaRuleWords } from '../i18n/schema-rule-words.js';

export function canvasIssues(
  issues: readonly z.core.$ZodIssue[],
  settings: unknown,
  labelOf: (key: string) => string | undefined,
): string[] {
  return issues.map((issue) => {
    const [key, ...rest] = issue.path;
    const label = typeof key === 'string' ? labelOf(key) : undefined;
    const where = label ? `${label}${rest.length ? ` ${pathText(rest)}` : ''}` : pathText(issue.path);
    return `${where}: ${schemaRuleWords(plainRule(issueRule(issue, settings)))}`;
  });
}
