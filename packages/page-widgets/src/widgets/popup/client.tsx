/**
 * Island entry of the site pop-up, plain DOM: its content is server-rendered child widgets (other islands
 * among them), so it is shown and hidden in place rather than hydrated. Display rules (§3, §4): timing
 * rules first, then the triggers, the first to fire removing the rest; `open_selector` clicks,
 * `popup:open` / `popup:close` links and site forms' pop-up actions; with accessible navigation, focus moved
 * in, trapped and returned; Esc and background click unless prevented.
 * The trigger decisions are the ones Beckon's loader uses (popup-schema trigger-decisions).
 */
import { idleLeft, isExitIntent, reached, scrollFires } from '@beckon/popup-schema/trigger-decisions';
import { SCROLL_DEBOUNCE_MS } from '../../builder-constants.js';
import { focusablesIn, keepTabInside } from '../../focus-trap.js';
import {
  type Bag,
  countImpressionAt,
  countVisit,
  disable,
  FORM_CLOSE_DELAY_MS,
  formAnswerAction,
  isDisabled,
  type PopupAction,
  parseAction,
  returnsFocus,
  STORAGE_KEY,
  type Stores,
  timingPasses,
} from './logic.js';
import type { PopupConfig } from './settings.js';
import { rolesFromCookies } from './timing.js';

type Off = () => void;

function readBag(storage: Storage | undefined): Bag {
  try {
    const v: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Bag) : {};
  } catch {
    return {};
  }
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

const local = safeStorage('localStorage');
const session = safeStorage('sessionStorage');
const stores: Stores = { local: readBag(local), session: readBag(session) };

function save(): void {
  try {
    local?.setItem(STORAGE_KEY, JSON.stringify(stores.local));
    session?.setItem(STORAGE_KEY, JSON.stringify(stores.session));
  } catch {
    // Storage full or refused: the pop-up still works for this page.
  }
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Another pop-up on screen: one of the site's, or a Beckon pop-up (its root carries data-beckon-popup). */
const otherPopupOpen = (self: HTMLElement): boolean =>
  [...document.querySelectorAll<HTMLElement>('[data-site-popup]')].some((el) => el !== self && !el.hidden) ||
  document.querySelector('[data-beckon-popup]') !== null;

interface Popup {
  el: HTMLElement;
  config: PopupConfig;
  show(opener: Element | null, triggered: boolean): void;
  hide(): void;
}

function createPopup(el: HTMLElement, config: PopupConfig): Popup {
  const box = el.querySelector<HTMLElement>('.sp-box');
  const closeButton = el.querySelector<HTMLElement>('.sp-close');
  let opener: Element | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let closing = false;

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !config.preventCloseOnEsc) {
      e.preventDefault();
      popup.hide();
      return;
    }
    if (config.a11yNavigation) keepTabInside(el, e);
  };

  const onBackground = (e: MouseEvent) => {
    if (e.target === el && !config.preventCloseOnBackgroundClick) popup.hide();
  };

  const finishHide = () => {
    const active = document.activeElement;
    const focusElsewhere = active !== null && active !== document.body && !el.contains(active);
    el.hidden = true;
    el.removeAttribute('aria-modal');
    el.classList.remove(`sp-in-${config.entranceAnimation}`, `sp-out-${config.exitAnimation}`);
    closing = false;
    if (config.preventScroll && !document.querySelector('[data-site-popup][data-prevent-scroll]:not([hidden])'))
      document.documentElement.classList.remove('sp-noscroll');
    countImpressionAt(config.id, config.timing.times, 'close', stores, Date.now());
    save();
    window.dispatchEvent(new CustomEvent('site-popup:hide', { detail: { id: config.id } }));
    if (returnsFocus(config.a11yNavigation, focusElsewhere) && opener instanceof HTMLElement && opener.isConnected)
      opener.focus();
    opener = null;
  };

  const popup: Popup = {
    el,
    config,
    show(from, triggered) {
      if (!el.hidden && !closing) return;
      if (triggered && config.avoidMultiplePopups && otherPopupOpen(el)) return;
      opener = from ?? document.activeElement;
      closing = false;
      el.classList.remove(`sp-out-${config.exitAnimation}`);
      el.hidden = false;
      // Modal to assistive technology only when focus is kept inside (accessible navigation).
      if (config.a11yNavigation) el.setAttribute('aria-modal', 'true');
      if (config.entranceAnimation !== 'none') el.classList.add(`sp-in-${config.entranceAnimation}`);
      if (config.preventScroll) document.documentElement.classList.add('sp-noscroll');
      if (closeButton && config.closeButtonDelay > 0) {
        closeButton.hidden = true;
        timers.push(
          setTimeout(() => {
            closeButton.hidden = false;
          }, config.closeButtonDelay * 1000),
        );
      }
      if (config.closeAutomatically) timers.push(setTimeout(() => popup.hide(), config.closeAutomatically * 1000));
      document.addEventListener('keydown', onKey);
      countImpressionAt(config.id, config.timing.times, 'open', stores, Date.now());
      save();
      window.dispatchEvent(new CustomEvent('site-popup:show', { detail: { id: config.id } }));
      if (config.a11yNavigation) (focusablesIn(el)[0] ?? el).focus();
    },
    hide() {
      if (el.hidden || closing) return;
      for (const t of timers) clearTimeout(t);
      timers = [];
      document.removeEventListener('keydown', onKey);
      if (config.exitAnimation === 'none' || reducedMotion() || !box) {
        finishHide();
        return;
      }
      closing = true;
      el.classList.remove(`sp-in-${config.entranceAnimation}`);
      el.classList.add(`sp-out-${config.exitAnimation}`);
      // animationend may never come (a hidden tab): the duration plus a margin ends it anyway.
      const fallback = setTimeout(done, config.entranceAnimationDuration * 1000 + 100);
      function done() {
        clearTimeout(fallback);
        box?.removeEventListener('animationend', done);
        if (closing) finishHide();
      }
      box.addEventListener('animationend', done);
    },
  };
  el.addEventListener('click', onBackground);
  closeButton?.addEventListener('click', () => popup.hide());
  return popup;
}

/** Starts the pop-up's triggers; the first to fire shows it and removes them all. */
function wireTriggers(popup: Popup): void {
  const t = popup.config.triggers;
  const offs: Off[] = [];
  const fire = () => {
    for (const off of offs) off();
    offs.length = 0;
    popup.show(null, true);
  };
  const listen = <K extends keyof DocumentEventMap>(
    target: Document | Window,
    type: K,
    fn: (e: DocumentEventMap[K]) => void,
  ) => {
    const f = fn as EventListener;
    target.addEventListener(type, f, { passive: true, capture: true });
    offs.push(() => target.removeEventListener(type, f, { capture: true }));
  };
  if (t.pageLoad) {
    const timer = setTimeout(fire, t.pageLoad.delay * 1000);
    offs.push(() => clearTimeout(timer));
  }
  if (t.scrolling) {
    const rule = t.scrolling;
    let lastY = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    // Read once the page has stopped scrolling for a moment, not on every scroll event.
    listen(window, 'scroll', () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const y = window.scrollY;
        const fires = scrollFires(rule, lastY, y, window.innerHeight, document.documentElement.scrollHeight);
        lastY = y;
        if (fires) fire();
      }, SCROLL_DEBOUNCE_MS);
    });
    offs.push(() => clearTimeout(settle));
  }
  if (t.scrollingTo) {
    let target: Element | null = null;
    try {
      target = document.querySelector(t.scrollingTo.selector);
    } catch {
      // An invalid selector gives no trigger, as in the builder.
    }
    if (target) {
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) fire();
      });
      io.observe(target);
      offs.push(() => io.disconnect());
    }
  }
  if (t.click) {
    const times = t.click.times;
    let clicks = 0;
    listen(document, 'click', () => {
      if (reached(++clicks, times)) fire();
    });
  }
  if (t.inactivity) {
    const seconds = t.inactivity.time;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = idleLeft(last, Date.now(), seconds);
      if (left <= 0) fire();
      else timer = setTimeout(tick, left);
    };
    for (const type of ['keydown', 'mousemove', 'touchstart', 'scroll'] as const) {
      listen(document, type, () => {
        last = Date.now();
      });
    }
    timer = setTimeout(tick, seconds * 1000);
    offs.push(() => clearTimeout(timer));
  }
  if (t.exitIntent) {
    listen(document, 'mouseout', (e) => {
      if (isExitIntent(e)) fire();
    });
  }
}

function init(): void {
  const popups = new Map<string, Popup>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-site-popup]')) {
    if (el.dataset.ready) continue;
    el.dataset.ready = '1';
    try {
      const config = JSON.parse(el.dataset.config ?? '') as PopupConfig;
      popups.set(config.id, createPopup(el, config));
    } catch {
      // A damaged config leaves the pop-up hidden rather than breaking the page.
    }
  }
  if (popups.size === 0) return;
  countVisit(stores);
  const env = {
    now: Date.now(),
    width: window.innerWidth,
    referrer: document.referrer,
    host: location.host,
    userAgent: navigator.userAgent,
    roles: rolesFromCookies(document.cookie),
  };
  for (const popup of popups.values()) {
    const { id, timing, timeZone } = popup.config;
    if (!isDisabled(id, stores) && timingPasses(id, timing, env, stores, timeZone)) wireTriggers(popup);
  }
  save();

  /** A link's or a form's action; without an id it is the pop-up `source` sits in. */
  const apply = (action: PopupAction, source: Element, opener: Element | null) => {
    const own = source.closest<HTMLElement>('[data-site-popup]')?.dataset.sitePopup;
    const popup = popups.get(action.id ?? own ?? '');
    if (!popup) return;
    if (action.action === 'open') {
      if (action.toggle && !popup.el.hidden) popup.hide();
      else popup.show(opener, false);
    } else {
      if (action.doNotShowAgain) {
        disable(popup.config.id, stores);
        save();
      }
      popup.hide();
    }
  };

  // A site form's "Popup" action after submit (form/component.tsx fires submit_success with the answer's data).
  document.addEventListener('submit_success', (e) => {
    const action = formAnswerAction((e as CustomEvent<unknown>).detail);
    const form = e.target instanceof Element ? e.target : null;
    if (!action || !form) return;
    const opener = form.querySelector('button[type="submit"]');
    if (action.action === 'open') apply(action, form, opener);
    else setTimeout(() => apply(action, form, opener), FORM_CLOSE_DELAY_MS);
  });

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0) return;
    const target = e.target instanceof Element ? e.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[href*="elementor-action"]');
    const action = link ? parseAction(link.hash) : null;
    if (link && action) {
      e.preventDefault();
      apply(action, link, link);
      return;
    }
    for (const popup of popups.values()) {
      const selector = popup.config.openSelector;
      if (!selector || !target) continue;
      let opener: Element | null = null;
      try {
        opener = target.closest(selector);
      } catch {
        continue;
      }
      if (opener && !popup.el.contains(opener)) {
        e.preventDefault();
        popup.show(opener, false);
      }
    }
  });
}

init();
