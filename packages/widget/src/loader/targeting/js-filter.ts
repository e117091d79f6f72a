/**
 * Page-variable rules (spec §3 js_filter): the same pair rules as cookies, on
 * the host page's global variables. `exact` names may be dotted paths
 * (`dataLayer.0.plan`, `shop.customer.tier`); `contains` looks among the
 * window's own top-level names. Values compare as text: strings as they are,
 * anything else as JSON (so `true`, `3`, `{"a":1}`); undefined counts as absent.
 */
import { type PairRule, pairRuleHolds, selectNames, splitPair } from './pair-rule';

/** Reads a dotted path; any throwing getter counts as absent. */
function lookup(root: object, path: string): unknown {
  let v: unknown = root;
  for (const part of path.split('.')) {
    if (v === null || v === undefined) return undefined;
    try {
      v = (v as Record<string, unknown>)[part];
    } catch {
      return undefined;
    }
  }
  return v;
}

function asText(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    // Cyclic objects and the like: present, but with no comparable text.
    return String(v);
  }
}

/** The variables one rule looks at, as name → text (absent ones left out). */
export function pageVariables(rule: PairRule, root: object): Record<string, string> {
  const [role, name] = splitPair(rule.name);
  const names = role === 'contains' ? selectNames(rule.name, Object.keys(root)) : [name];
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = asText(lookup(root, n));
    if (v !== undefined) out[n] = v;
  }
  return out;
}

/** All rules must hold; an inactive filter holds. */
export function jsFilterHolds(
  f: { display_if_specific_js_active: boolean; display_if_specific_js: PairRule[] },
  root: object,
): boolean {
  return (
    !f.display_if_specific_js_active || f.display_if_specific_js.every((r) => pairRuleHolds(r, pageVariables(r, root)))
  );
}
