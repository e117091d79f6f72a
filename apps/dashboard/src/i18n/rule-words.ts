/**
 * A validation rule in the person's language. The rules arrive in the server's English (the shared zod
 * schemas' messages, made plain by plain-message.ts); the common ones have a message of their own, and any
 * other stays as it came.
 */
import { type MessageId, t } from './i18n.js';

const RULES: [RegExp, MessageId][] = [
  [/^is required$/, 'rule.required'],
  [/^must not be empty$/, 'rule.notEmpty'],
  [/^must not be blank$/, 'rule.notBlank'],
  [/^must (?:be|have) at least (\d+) characters$/, 'rule.minChars'],
  [/^must (?:be|have) at most (\d+) characters$/, 'rule.maxChars'],
  [/^must have at least (\d+) items$/, 'rule.minItems'],
  [/^must have at most (\d+) items$/, 'rule.maxItems'],
  [/^must be at least (-?[\d.]+)$/, 'rule.min'],
  [/^must be at most (-?[\d.]+)$/, 'rule.max'],
  [/^must be an email address like you@example\.com$/, 'rule.email'],
  [/^is not in the expected form$/, 'rule.form'],
];

export function ruleWords(rule: string): string {
  for (const [pattern, id] of RULES) {
    const m = pattern.exec(rule);
    if (m) return t(id, { n: m[1] ?? '' });
  }
  return rule;
}
