/**
 * One run of the loader on a page (spec §4 page start and lifecycle): records the
 * visit, asks the display service which pop-ups apply, filters them by targeting
 * and frequency, arms their triggers and opens click-launched ones. `disposePage`
 * undoes a run (single-page-app navigation).
 */
import type { DisplayResponse, PopupRecord, TriggerName } from '@beckon/popup-schema';
import type { teasers } from '../renderer/teaser';
import type { Upgrade } from '../renderer/upgrade-popup';
import type { Pixel } from './find-script';
import { parseRule, shouldDisplay } from './frequency-rules';
import { frequencyState } from './frequency-state';
import { postText } from './http';
import { lazy } from './lazy';
import { log } from './log';
import { modalQueue } from './modal-queue';
import { activity, embedBox, filled, type Page, showPopup, storeAndPrivacy } from './show';
import { COUNTRY, privacy, setCookie, YEAR } from './storage';
import { matchesTargeting, needsRules, passesRules } from './targeting-rules';
import { wireClickLaunch } from './triggers/click-launch';
import type { clickRecord, wireRare } from './triggers/rare';
import { timerDelay, trackAccountTime, wireTimer } from './triggers/timer';
import type { Off } from './triggers/types';
import { checkVisitCount } from './triggers/visit-count';
import { displayRequest, embeddedIds, pageContext } from './visitor-context';
import { recordVisit, refreshVisit } from './visits';

/** The store chunk (store/index.ts), present on a store page only. */
type Store = typeof import('./store/index');

export interface Run extends Page {
  offs: Off[];
  store?: Promise<Store> | false;
}

const ID = /^[0-9a-f]{13}$/;

/** `spa`: single-page mode, where embedded containers can appear later (re-checked every 5 s). */
export function runPage(px: Pixel, spa = false): Run {
  const ctx = pageContext(recordVisit(Date.now()));
  const q = new URLSearchParams(location.search).get('ppt-preview');
  const preview = q && ID.test(q) ? q : null;
  const w = window as { Shopify?: unknown; wixEmbedsAPI?: unknown };
  const page: Run = {
    ...px,
    // A store page (store platform, site builder or this project's own shop, whose pixel says so): its cart
    // code is a chunk of its own, and it adds the cart to the display request.
    store:
      !!(w.Shopify || w.wixEmbedsAPI || document.querySelector('[data-beckon-shop]')) &&
      lazy<Store>(px.origin, 'store'),
    ctx,
    queue: modalQueue(),
    records: new Map(),
    active: new Set(),
    open: new Map(),
    offs: [],
    dead: false,
  };
  // A converted visitor's visit (§7 total-website-session): once, on the first page of the tab's session;
  // a store customer's browsed products (§7 browse-abandonment save): on every page carrying the store hook;
  // in private mode instead, the ids an earlier consenting visit left are forgotten.
  if (!preview) {
    if (ctx.sessionPages < 2) activity(page);
    storeAndPrivacy(page);
  }
  setCookie('poptin_client_id', px.clientId, YEAR);
  const acct = trackAccountTime(px.clientId);
  const beat = setInterval(() => refreshVisit(ctx.referrer, ctx.returning), 60_000);
  page.offs.push(
    acct.off,
    () => clearInterval(beat),
    wireClickLaunch((id) => openPopup(page, id)),
  );
  if (spa) {
    const recheck = setInterval(() => {
      for (const r of page.records.values()) {
        const box = r.poptin_type === 'embedded' && r.display && embedBox(r.poptin_id);
        if (box && !filled.has(box)) {
          // A new container (the view re-rendered): whatever was drawn in the old one is gone with it.
          page.open.delete(r.poptin_id);
          showPopup(page, r, 'timer');
        }
      }
    }, 5000);
    page.offs.push(() => clearInterval(recheck));
  }
  // Off a store page the request leaves at once; on one, once the store chunk has read the cart.
  const ask = (cart?: unknown) =>
    postText<DisplayResponse>(`${px.origin}/api/display/${px.clientId}`, {
      ...displayRequest(ctx, preview, embeddedIds()),
      ...(cart as object),
    });
  (page.store
    ? page.store
        .then((m) => m.cartContext(page, privacy.on))
        .catch(log)
        .then(ask)
    : ask()
  )
    .then((res) => {
      if (page.dead) return;
      // The country the service found, sent back as `cc` by later pages (visitor-context.ts).
      setCookie(COUNTRY, res.cc, YEAR);
      // §8: not_allowed (client restricted, view limit reached) means no pop-ups. The upgrade chunk
      // (renderer/upgrade-popup.ts) logs why and draws a restricted account's upgrade pop-up: deciding
      // there, not here, keeps the loader within its 6 KB gzip budget.
      if (res.display !== 'allowed') return lazy<Upgrade>(px.origin, 'upgrade').then((m) => m.upgrade(px, res));
      for (const r of res.poptins) page.records.set(r.poptin_id, r);
      page.wixCart = res.wix_cart_details;
      if (preview) {
        const r = page.records.get(preview);
        if (r) showPopup(page, r, 'preview');
        return;
      }
      // Teaser tabs (§4) are their own chunk, drawn before any pop-up content loads.
      const tabs = res.poptins.filter(
        (r) => r.teaser && matchesTargeting(r.targeting, { isMobile: ctx.isMobile, url: ctx.base.url }),
      );
      if (tabs[0])
        lazy<{ teasers: typeof teasers }>(px.origin, 'teaser').then(
          (m) => page.dead || page.offs.push(m.teasers(page, tabs, (id) => openPopup(page, id))),
          (e) => log('teaser', e),
        );
      for (const r of res.poptins) {
        if (!r.display || r.on_click || r.triggers.on_click || !eligible(page, r)) continue;
        if (!needsRules(r)) arm(page, r, acct.setAt);
        else
          passesRules(r, { origin: px.origin, records: res.poptins }).then(
            (ok) => ok && !page.dead && arm(page, r, acct.setAt),
          );
      }
    })
    .catch((e) => log('display', e));
  return page;
}

export function disposePage(page: Run): void {
  page.dead = true;
  for (const off of page.offs) off();
  for (const h of page.open.values()) h.close('auto_close');
}

function eligible(page: Page, r: PopupRecord): boolean {
  const c = page.ctx;
  return (
    matchesTargeting(r.targeting, { isMobile: c.isMobile, url: c.base.url }) &&
    shouldDisplay(r, frequencyState(r.poptin_id, c), Date.now())
  );
}

/** Wires every configured trigger; the first to fire shows the pop-up, the rest then do nothing. */
function arm(page: Run, r: PopupRecord, setAt: number): void {
  const id = r.poptin_id;
  const t = r.triggers;
  const fire = (name: TriggerName) => {
    if (!page.dead && page.active.delete(id) && eligible(page, r)) showPopup(page, r, name);
  };
  page.active.add(id);
  let armed = false;
  const use = (v: number | null | boolean, wire: (n: number) => Off | undefined) => {
    if (v == null || v === false) return;
    armed = true;
    const off = wire(+v);
    if (off) page.offs.push(off);
  };
  use(t.display_after_sec_active, (s) =>
    wireTimer(timerDelay(s, t.display_after_sec_active_on, setAt, Date.now()), fire),
  );
  // Scroll, click count, inactivity and exit intent come from their own chunk (triggers/rare.ts).
  if (
    t.display_after_scroll_active ||
    t.display_after_page_click_number_active ||
    t.display_after_inactive_seconds_active ||
    t.display_after_exit_website_active
  ) {
    armed = true;
    lazy<{ wireRare: typeof wireRare }>(page.origin, 'triggers').then(
      (m) => page.dead || page.offs.push(...m.wireRare(t, page.ctx.isMobile, fire)),
      (e) => log('triggers', e),
    );
  }
  // Cart events (§4): on a store page only; elsewhere such a pop-up waits for good.
  use(t.shopify_cart_trigger_active || t.wix_cart_trigger_active, () => {
    if (page.store) page.store.then((m) => page.dead || page.offs.push(m.wireCart(t, fire)), log);
    return undefined;
  });
  use(t.display_after_visit_page_active, (n) => {
    checkVisitCount(id, n, page.ctx.sessionPages, parseRule(r.d_f_r)[0] === 'everytime', fire);
    return undefined;
  });
  // No trigger configured: show on arrival.
  if (!armed) fire('timer');
}

/**
 * Opens a pop-up on demand (click launch, `beckon.open`), fetching its record through the rarer triggers'
 * chunk (triggers/click-record.ts) when the page's answer lacks it.
 */
export async function openPopup(page: Page, id: string): Promise<void> {
  if (!ID.test(id)) return;
  // A record the answer lacks comes from the chunk; undefined when it has none, void when it failed to load.
  const r =
    page.records.get(id) ??
    (await lazy<{ clickRecord: typeof clickRecord }>(page.origin, 'triggers').then(
      (m) => m.clickRecord(page, id),
      log,
    ));
  if (!r) return;
  page.records.set(id, r);
  // An explicit open replaces any automatic trigger still waiting.
  page.active.delete(id);
  showPopup(page, r, 'click');
}
