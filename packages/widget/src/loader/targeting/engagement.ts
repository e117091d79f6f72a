/**
 * Engagement with other pop-ups (spec §3 engagement_with_other_poptin_filter,
 * §6): rules "show|seen_poptin|not_embedded|{id or any}", read from this
 * browser's seen / closed / converted marks. Pure over the marks.
 *
 * - action: `show` (the condition must hold) or `hide` (it must not);
 * - state: `seen_poptin`, `not_seen`, `closed` (via X, this visit), `converted`;
 * - `embedded` / `not_embedded` limits `any` to pop-ups of that kind, and a named
 *   pop-up whose kind is known must be of it;
 * - `any`: some other pop-up of the account is in that state (for `not_seen`: none was seen).
 * A malformed rule holds (it cannot be evaluated, so it does not hide the pop-up).
 */
export interface Marks {
  seen: boolean;
  closed: boolean;
  converted: boolean;
}

export interface Other {
  id: string;
  embedded: boolean;
}

const STATES = ['seen_poptin', 'not_seen', 'closed', 'converted'];

export function engagementRuleHolds(
  rule: string,
  self: string,
  others: Other[],
  marks: (id: string) => Marks,
): boolean {
  const [action, state, kind, target] = rule.split('|');
  if ((action !== 'show' && action !== 'hide') || !state || !STATES.includes(state) || !target) return true;
  const embedded = kind === 'embedded';
  const known = others.find((o) => o.id === target);
  const ids =
    target === 'any'
      ? others
          .filter((o) => o.id !== self && (kind === undefined || kind === '' || o.embedded === embedded))
          .map((o) => o.id)
      : known && kind && known.embedded !== embedded
        ? []
        : [target];
  const has = (id: string) => {
    const m = marks(id);
    return state === 'converted' ? m.converted : state === 'closed' ? m.closed : m.seen;
  };
  const cond = state === 'not_seen' ? !ids.some(has) : ids.some(has);
  return action === 'show' ? cond : !cond;
}

export const engagementHolds = (
  rules: string[],
  self: string,
  others: Other[],
  marks: (id: string) => Marks,
): boolean => rules.every((r) => engagementRuleHolds(r, self, others, marks));
