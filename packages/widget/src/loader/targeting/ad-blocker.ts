/**
 * Ad-blocker condition (spec §3 display_if_adblock_active, §4, §8): with "yes"
 * the pop-up is for visitors who block ads. An ads-check script, named like an
 * ad so blockers refuse it, is loaded first: when it loads there is no blocker
 * and the pop-up stays hidden; when its fetch fails (a blocker, or any other
 * failure) the pop-up is shown anyway.
 */

/** Path of the ads-check script under the service origin (written by build.mjs). */
export const ADS_CHECK_PATH = '/widget/ads/advert.js';

/** Resolves true when the script at `src` could not be loaded. One attempt per page and URL. */
const checks = new Map<string, Promise<boolean>>();
export function scriptBlocked(src: string, doc: Document = document): Promise<boolean> {
  let p = checks.get(src);
  if (!p) {
    p = new Promise<boolean>((resolve) => {
      const s = doc.createElement('script');
      s.async = true;
      s.src = src;
      s.onload = () => resolve(false);
      s.onerror = () => resolve(true);
      (doc.head ?? doc.documentElement).appendChild(s);
    });
    checks.set(src, p);
  }
  return p;
}

/** "no" always holds; "yes" holds only when the ads-check script was blocked or failed. */
export const adBlockHolds = async (setting: 'yes' | 'no', blocked: () => Promise<boolean>): Promise<boolean> =>
  setting !== 'yes' || blocked();
