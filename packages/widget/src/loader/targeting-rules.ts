/**
 * Client-side targeting (spec §3 "Targeting filters"): devices, URL substring
 * rules and cookie filters. Pure. js_filter, engagement, source-code and
 * ad-blocker filters are not evaluated here (left to the server).
 *
 * Cookie filter pairs are "role|:|value" strings:
 * - name:  `exact|:|plan` (cookie named plan) or `contains|:|pl` (any name containing pl);
 * - value: `equals|contains|not_equals|not_contains|:|gold`, or `exists` / `not_exists`;
 * - show:  `show` (the cookie condition must hold) or `hide` (it must not).
 */
import type { Targeting } from '@beckon/popup-schema';

export interface TargetingInput {
  isMobile: boolean;
  url: string;
  cookies: Record<string, string>;
}

const split = (pair: string): [string, string] => {
  const i = pair.indexOf('|:|');
  return i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 3)];
};

/** `not_x` is the negation of `x`; a missing cookie matches no positive role. */
function valueMatches(pair: string, value: string | undefined): boolean {
  const [role, want] = split(pair);
  const base = role.replace(/^not_/, '');
  const hit =
    value !== undefined && (base === 'equals' ? value === want : base === 'contains' ? value.includes(want) : true);
  return base === role ? hit : !hit;
}

/** Whether the page cookies satisfy one filter rule. */
export function cookieRuleHolds(rule: Targeting['cookie_filter'][number], cookies: Record<string, string>): boolean {
  const [nameRole, name] = split(rule.name);
  const names = Object.keys(cookies).filter((n) => (nameRole === 'contains' ? n.includes(name) : n === name));
  const holds = names.length
    ? names.some((n) => valueMatches(rule.value, cookies[n]))
    : valueMatches(rule.value, undefined);
  return split(rule.show)[0] === 'hide' ? !holds : holds;
}

export function matchesTargeting(t: Targeting, p: TargetingInput): boolean {
  if (t.devices === 'mobile' && !p.isMobile) return false;
  if (t.devices === 'desktop' && p.isMobile) return false;
  if (t.url_include.length && !t.url_include.some((s) => p.url.includes(s))) return false;
  if (t.url_exclude.some((s) => s && p.url.includes(s))) return false;
  return t.cookie_filter.every((r) => cookieRuleHolds(r, p.cookies));
}
