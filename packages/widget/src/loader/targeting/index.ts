/**
 * The targeting chunk (built to dist/targeting.js): the rules the loader does
 * not carry itself, imported only when a pop-up uses one (targeting-rules.ts
 * `needsRules`), so the loader stays within its byte budget. Every rule runs in
 * the visitor's browser: cookie values, page variables, page text and member
 * status never reach the display service.
 */
import type { PopupRecord } from '@beckon/popup-schema';
import { CLOSED_X, CONVERTED, readCookies, SEEN } from '../storage';
import type { RulesEnv } from '../targeting-rules';
import { ADS_CHECK_PATH, adBlockHolds, scriptBlocked } from './ad-blocker';
import { engagementHolds } from './engagement';
import { jsFilterHolds } from './js-filter';
import { memberHolds, memberStatus } from './membership';
import { pairRuleHolds } from './pair-rule';
import { sourceCodeHolds } from './source-code';

/** Whether every rule of the pop-up holds on this page; the cheap ones first, the fetches last. */
export async function passes(r: PopupRecord, env: RulesEnv): Promise<boolean> {
  const t = r.targeting;
  const cookies = readCookies();
  const marks = (id: string) => ({
    seen: !!cookies[SEEN + id],
    closed: !!cookies[CLOSED_X + id],
    converted: !!cookies[CONVERTED + id],
  });
  const others = env.records.map((o) => ({ id: o.poptin_id, embedded: o.poptin_type === 'embedded' }));
  if (
    !t.cookie_filter.every((rule) => pairRuleHolds(rule, cookies)) ||
    !jsFilterHolds(t.js_filter, window) ||
    !engagementHolds(t.engagement_with_other_poptin_filter, r.poptin_id, others, marks) ||
    !sourceCodeHolds(t, document.documentElement.outerHTML)
  )
    return false;
  if (t.member_filter.active && !memberHolds(t.member_filter.show, await memberStatus(t.member_filter.url)))
    return false;
  return adBlockHolds(r.display_if_adblock_active, () => scriptBlocked(env.origin + ADS_CHECK_PATH));
}
