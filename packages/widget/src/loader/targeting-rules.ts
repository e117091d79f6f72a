/**
 * Client-side targeting (spec §3 "Targeting filters"). Devices and URL rules are
 * checked here, synchronously, before and when a trigger fires. Cookie,
 * page-variable, engagement, page-text, member and ad-blocker rules live in the
 * targeting chunk (targeting/index.ts), imported once and only when a pop-up
 * uses one of them, and are checked once before its triggers are armed.
 */
import type { PopupRecord, Targeting } from '@beckon/popup-schema';
import { lazy } from './lazy';
import { log } from './log';

export interface TargetingInput {
  isMobile: boolean;
  url: string;
}

/** What the targeting chunk is handed besides the pop-up. */
export interface RulesEnv {
  /** The display service origin (the ads-check script lives there). */
  origin: string;
  /** The account's pop-ups on this page, for "any other pop-up" engagement rules. */
  records: PopupRecord[];
}

export interface RulesModule {
  passes(r: PopupRecord, env: RulesEnv): Promise<boolean>;
}

/** Whether the pop-up uses a rule only the targeting chunk can check. */
export const needsRules = ({ targeting: t, display_if_adblock_active: ads }: PopupRecord): boolean =>
  ads === 'yes' ||
  t.js_filter.display_if_specific_js_active ||
  t.source_code_target_active ||
  t.member_filter.active ||
  t.cookie_filter.length + t.engagement_with_other_poptin_filter.length > 0;

/** Checks the chunk's rules; a chunk that fails to load hides the pop-up (and is retried next time). */
export const passesRules = (r: PopupRecord, env: RulesEnv): Promise<boolean> =>
  lazy<RulesModule>(env.origin, 'targeting').then(
    (m) => m.passes(r, env),
    (e) => {
      log('targeting', e);
      return false;
    },
  );

export function matchesTargeting(t: Targeting, p: TargetingInput): boolean {
  if (t.devices === 'mobile' && !p.isMobile) return false;
  if (t.devices === 'desktop' && p.isMobile) return false;
  if (t.url_include.length && !t.url_include.some((s) => p.url.includes(s))) return false;
  return !t.url_exclude.some((s) => s && p.url.includes(s));
}
