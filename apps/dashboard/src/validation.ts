/**
 * zod issues as inline messages: one message per field path ("design.style.background"), in the
 * server's wording (popup-schema's zod-issues) put in the owner's words as the server's own messages
 * are (plain-message.ts), so the owner sees the same rule before and after saving; common rules in the
 * person's language (rule-words.ts).
 */
import { issueRule } from '@beckon/popup-schema/zod-issues';
import type * as z from 'zod';
import { plainRule } from './components/plain-message.js';
import { ruleWords } from './i18n/rule-words.js';

export type FieldErrors = Record<string, string>;

export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The first message per path; `input` is the value that was parsed. `words`: the rule translator, the common
 * rules' by default (the first screen's forms); the builder passes the pop-up schema's (schema-rule-words.ts).
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  words: (rule: string) => string = ruleWords,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    out[key] ??= words(plainRule(issueRule(issue, input)));
  }
  return out;
}
