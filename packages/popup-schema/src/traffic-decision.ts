/** Whether a visit passes a pop-up's traffic-source targeting (traffic-targeting.ts says what each setting means). */

import { onDomain, type Visit } from './traffic-source.js';
import type { TrafficTargeting } from './traffic-targeting.js';

const anyOf = (allowed: readonly string[], value: string): boolean =>
  allowed.length === 0 || allowed.some((a) => a.toLowerCase() === value.toLowerCase());

export function trafficAllows(rule: TrafficTargeting | undefined, visit: Visit): boolean {
  if (!rule?.active) return true;
  const open = rule.sources.length === 0 && rule.referrer_domains.length === 0;
  const fromChosen =
    open ||
    rule.sources.includes(visit.source) ||
    (visit.referrerHost !== '' && rule.referrer_domains.some((d) => onDomain(visit.referrerHost, d)));
  return (
    fromChosen &&
    anyOf(rule.utm_source, visit.utm.source) &&
    anyOf(rule.utm_medium, visit.utm.medium) &&
    anyOf(rule.utm_campaign, visit.utm.campaign)
  );
}
