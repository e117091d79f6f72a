/** Whether a visit passes a pop-up's traffic-source targeting (traffic-targeting.ts says what each setting means). */

import { onDomain, type Visit } from './traffic-source.js';
import type { TrafficTargeting } from './traffic-targeting.js';

/** Blank entries (a line the builder is still typing) are ignored, as saving drops them. */
function anyOf(allowed: readonly string[], value: string): boolean {
  const given = allowed.map((a) => a.trim().toLowerCase()).filter((a) => a !== '');
  return given.length === 0 || given.includes(value.trim().toLowerCase());
}

export function trafficAllows(rule: TrafficTargeting | undefined, visit: Visit): boolean {
  if (!rule?.active) return true;
  const domains = rule.referrer_domains.filter((d) => d.trim() !== '');
  const open = rule.sources.length === 0 && domains.length === 0;
  const fromChosen =
    open ||
    rule.sources.includes(visit.source) ||
    (visit.referrerHost !== '' && domains.some((d) => onDomain(visit.referrerHost, d)));
  return (
    fromChosen &&
    anyOf(rule.utm_source, visit.utm.source) &&
    anyOf(rule.utm_medium, visit.utm.medium) &&
    anyOf(rule.utm_campaign, visit.utm.campaign)
  );
}
