/**
 * A validation rule in the person's language. The rules arrive in the server's English (the shared zod
 * schemas' messages, made plain by plain-message.ts); the common ones (what a sign-in or sign-up form can
 * break) have a message of their own here, in the first screen's words, with their numbers taken from the
 * rule's named groups. The pop-up schema's and the CSV imports' other rules are in schema-rule-words.ts, which
 * only later screens load. Any other rule stays as it came.
 */
import { i18n } from '@lingui/core';
import type { MessageId } from './i18n.js';

/** A rule's pattern, its named groups the message's values, and the message that words it. */
export type RuleTable = readonly (readonly [RegExp, MessageId])[];

const N = String.raw`(?<n>-?[\d.]+)`;
export const rule = (source: string) => new RegExp(`^${source}$`);

/** First match wins: the specific forms come before the general ones they would also fit. */
const COMMON_RULES: RuleTable = [
  [/^is required$/, 'rule.required'],
  [/^must not be empty$/, 'rule.notEmpty'],
  [/^must not be blank$/, 'rule.notBlank'],
  [rule(`must (?:be|have) at least ${N} characters`), 'rule.minChars'],
  [rule(`must (?:be|have) at most ${N} characters`), 'rule.maxChars'],
  [rule(`must have at least ${N} items`), 'rule.minItems'],
  [rule(`must have at most ${N} items`), 'rule.maxItems'],
  [rule(`must be at least ${N}`), 'rule.min'],
  [rule(`must be at most ${N}`), 'rule.max'],
  [/^must be an email address like you@example\.com$/, 'rule.email'],
  [/^is not in the expected form$/, 'rule.form'],
];

/** The catalogue id that words `text` in `table`, with the values it takes from it; undefined when none does. */
export function matchRule(
  text: string,
  table: RuleTable,
): { id: MessageId; values: Record<string, string> } | undefined {
  for (const [pattern, id] of table) {
    const m = pattern.exec(text);
    if (m) return { id, values: { ...m.groups } };
  }
  return undefined;
}

/** `text` in the words of the first table that knows it; as it came while those words are not loaded yet. */
export function wordsFrom(text: string, ...tables: RuleTable[]): string {
  for (const table of tables) {
    const found = matchRule(text, table);
    if (found) return Object.hasOwn(i18n.messages, found.id) ? i18n._(found.id, found.values) : text;
  }
  return text;
}

export const ruleWords = (text: string): string => wordsFrom(text, COMMON_RULES);

export const commonRules = (): RuleTable => COMMON_RULES;
