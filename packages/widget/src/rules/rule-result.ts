/**
 * The shape every field rule returns (spec §5): either fine, or the message
 * key to show, plus an optional suggestion (email "Did you mean …?").
 */
import type { MessageKey } from './messages.js';

export type RuleResult = { ok: true } | { ok: false; message: MessageKey; suggestion?: string };

export const OK: RuleResult = Object.freeze({ ok: true });

export function fail(message: MessageKey, suggestion?: string): RuleResult {
  return suggestion === undefined ? { ok: false, message } : { ok: false, message, suggestion };
}
