/**
 * Puts one pop-up on screen (spec §4 lifecycle): fetches its design document
 * (cached per id and version), loads the renderer on first use, waits its turn
 * in the modal queue and wires the renderer's callbacks to storage and reports.
 * Preview shows (trigger 'preview') write no storage and send no view, close or
 * conversion report: the owner's test must not count as traffic or a lead.
 */
import type { DesignDocument, PopupRecord, TriggerName, WixCartDetails } from '@beckon/popup-schema';
import type { PopupHandle, RendererModule, ShowRequest } from '../contract';
import type { browse, convert } from './conversion-chunk';
import { markShown } from './frequency-state';
import { getJson, postText } from './http';
import { lazy, provide } from './lazy';
import { log } from './log';
import { isModal, type ModalQueue } from './modal-queue';
import { conversionKey, type Reporter, type sendActivity, sendClosed, sendViewed } from './report';
import { CLOSED_X, MIN, privacy, SEEN, setCookie, YEAR } from './storage';

/** The state of one page run that a shown pop-up needs. */
export interface Page extends Reporter {
  queue: ModalQueue;
  records: Map<string, PopupRecord>;
  /** Pop-ups armed and not yet fired (runtime poptin_active). */
  active: Set<string>;
  open: Map<string, PopupHandle>;
  dead: boolean;
  /** Set by the teaser chunk (renderer/teaser.ts): told as each pop-up opens and leaves. */
  tab?: (id: string, open: boolean) => void;
  /** The display answer's wix_cart_details: the site-builder cart the service read (ShowRequest.wixCart). */
  wixCart?: WixCartDetails;
}

const designs = new Map<string, Promise<DesignDocument>>();
/** Embedded containers already drawn into: the single-page re-check skips them (and a visitor's close holds). */
export const filled = new WeakSet<Element>();
/** The page's `<div class="poptin-embedded" data-id="{id}">` for an embedded pop-up. */
export const embedBox = (id: string): Element | null => document.querySelector(`.poptin-embedded[data-id="${id}"]`);

function loadDesign(origin: string, r: PopupRecord): Promise<DesignDocument> {
  const key = `${r.poptin_id}:${r.version}`;
  let p = designs.get(key);
  if (!p) {
    p = getJson<DesignDocument>(origin + r.poptin_url);
    designs.set(key, p);
    p.catch(() => designs.delete(key));
  }
  return p;
}

/** What every show waits for first: after-page-load mode sets it to 1.5 s after the load event (start.ts). */
export const hold: { until?: Promise<void> } = {};

/** Tests hand in a fake renderer instead of importing the bundle. */
export const useRenderer = (m: RendererModule): void => provide('renderer', m);

/** Sends a conversion through the conversion chunk (lazy.ts); a chunk that cannot load is a failed send (§8). */
const send = (page: Page, c: Parameters<typeof convert>[2]) =>
  lazy<{ convert: typeof convert }>(page.origin, 'conversion').then(
    (m) => m.convert(privacy.on, page, c),
    (e) => {
      log('conversion', e);
      return { ok: false, conversionId: null };
    },
  );

/** A converted visitor's visit or pop-up activity (report.ts sendActivity), sent from the conversion chunk. */
export const activity = (page: Page, id?: string, what?: 'viewed' | 'closed'): unknown =>
  page.ctx.convertedEmail &&
  lazy<{ activity: typeof sendActivity }>(page.origin, 'conversion').then((m) => m.activity(page, id, what), log);

/**
 * A store customer's browsed products (browse.ts) on a page with the host's store hook; in private mode
 * instead the ids an earlier consenting visit left (forget-ids.ts), on the tab session's first page only:
 * once rewritten they stay 1, so later pages need not fetch the chunk. Both run from the conversion chunk.
 */
export const storeAndPrivacy = (page: Page, el = document.getElementById('beckon-store')): unknown =>
  (privacy.on ? page.ctx.sessionPages < 2 : el) &&
  lazy<{ browse: typeof browse }>(page.origin, 'conversion').then((m) => m.browse(privacy.on, page, el), log);

export async function showPopup(page: Page, r: PopupRecord, trigger: TriggerName): Promise<void> {
  const id = r.poptin_id;
  // Embedded pop-ups are drawn only in place, never over the page.
  const into = r.poptin_type === 'embedded' ? embedBox(id) : undefined;
  if (into === null) return;
  if (into) filled.add(into);
  let design: DesignDocument;
  let mod: RendererModule;
  try {
    [design, mod] = await Promise.all([
      loadDesign(page.origin, r),
      lazy<RendererModule>(page.origin, 'renderer'),
      hold.until,
    ]);
  } catch (e) {
    log('not shown', id, e);
    return;
  }
  const modal = isModal(r.poptin_type);
  const release = () => {
    if (modal) page.queue.release();
  };
  const run = () => {
    if (page.dead || page.open.has(id)) return release();
    try {
      page.open.set(id, mod.show({ ...request(page, r, design, trigger, release), container: into }));
    } catch (e) {
      log('render', id, e);
      release();
    }
  };
  if (modal) page.queue.add(run);
  else run();
}

function request(
  page: Page,
  r: PopupRecord,
  design: DesignDocument,
  trigger: TriggerName,
  release: () => void,
): ShowRequest {
  const id = r.poptin_id;
  const preview = trigger === 'preview';
  let view = Promise.resolve('');
  let key = conversionKey();
  let removed = false;
  return {
    record: r,
    design,
    trigger,
    isMobile: page.ctx.isMobile,
    lang: /^he/i.test(document.documentElement.lang) ? 'he' : design.lang,
    pageHost: location.host,
    serviceOrigin: page.origin,
    wixCart: page.wixCart,
    onViewed() {
      page.tab?.(id, true);
      if (preview) return;
      markShown(r, page.ctx, Date.now());
      view = sendViewed(page, id, trigger, r.view_token);
      view.then((v) => v && setCookie(SEEN + id, v, YEAR));
      activity(page, id, 'viewed');
    },
    onClose(reason) {
      // A run torn down by single-page navigation closes its pop-ups itself: not the visitor's close.
      if (preview || page.dead) return;
      if (reason === 'x_click') setCookie(CLOSED_X + id, id, 30 * MIN);
      view.then((v) => sendClosed(page, id, reason, v));
      // A click-through is recorded beside the closes, but the visitor did not close the pop-up.
      if (reason !== 'click_through') activity(page, id, 'closed');
    },
    async onSubmit(values) {
      if (preview) return { ok: true, conversionId: null };
      const res = await send(page, {
        record: r,
        values,
        trigger,
        view: await view,
        coupon: design.design_properties?.coupon ?? '',
        key,
      });
      // The key stays until a send succeeds, so a resubmit after a lost answer is not a second lead.
      if (res.ok) key = conversionKey();
      return res;
    },
    // A preview play answers a placeholder code: the owner's test takes no code from their pool. A real one
    // needs the display answer's proof for this pop-up.
    onDraw: () =>
      postText(`${page.origin}/api/display/game/${id}`, {
        client_id: page.clientId,
        viewer_id: page.ctx.viewerId,
        preview,
        view_token: r.view_token,
      }),
    onRemoved() {
      if (removed) return;
      removed = true;
      page.open.delete(id);
      page.tab?.(id, false);
      release();
    },
  };
}
