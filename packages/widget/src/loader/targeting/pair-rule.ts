/**
 * The "match-role|:|value" rules that cookie and page-variable filters share
 * (spec §3 "Targeting filters"). Pure.
 * - name:  `exact|:|plan` (the one named plan) or `contains|:|pl` (any name containing pl);
 * - value: `equals|contains|not_equals|not_contains|:|gold`, or `exists` / `not_exists`;
 * - show:  `show` (the condition must hold) or `hide` (it must not).
 */
import type { Targeting } from '@beckon/popup-schema';

export type PairRule = Targeting['cookie_filter'][number];

export const splitPair = (pair: string): [role: string, value: string] => {
  const i = pair.indexOf('|:|');
  return i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 3)];
};

/** `not_x` is the negation of `x`; a missing value matches no positive role. */
function valueMatches(pair: string, value: string | undefined): boolean {
  const [role, want] = splitPair(pair);
  const base = role.replace(/^not_/, '');
  const hit =
    value !== undefined && (base === 'equals' ? value === want : base === 'contains' ? value.includes(want) : true);
  return base === role ? hit : !hit;
}

/** The names a rule's name pair selects among `names`. */
export function selectNames(namePair: string, names: string[]): string[] {
  const [role, name] = splitPair(namePair);
  return names.filter((n) => (role === 'contains' ? n.includes(name) : n === name));
}

/** Whether `values` (name → value, only present names) satisfy one rule. */
export function pairRuleHolds(rule: PairRule, values: Record<string, string>): boolean {
  const names = selectNames(rule.name, Object.keys(values));
  const holds = names.length
    ? names.some((n) => valueMatches(rule.value, values[n]))
    : valueMatches(rule.value, undefined);
  return splitPair(rule.show)[0] === 'hide' ? !holds : holds;
}
