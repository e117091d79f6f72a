/**
 * The teaser tab (spec §4 "Teaser tab", §9): a small button on an edge of the
 * page that opens its pop-up. Its own chunk (dist/teaser.js), framework-free,
 * imported by the loader only when a pop-up of the page has a teaser, and
 * before any pop-up content, because a `before_show` tab shows before the
 * pop-up does. It lives in a shadow root like the pop-ups, so page styles
 * cannot reach it.
 */
import type { PopupRecord, Teaser } from '@beckon/popup-schema';
import { CONVERTED, getCookie, SEEN } from '../loader/storage.js';
import { adoptCss } from './adopt-css.js';
import { effectAnimation, effectKeyframes, prefersReducedMotion } from './effects.js';
import {
  TAB_AFTER_CLOSE_MS,
  TAB_CLEANUP_MS,
  TAB_REPEAT_MS,
  TAB_SETUP_MS,
  TAB_Z_INDEX,
  type TeaserState,
  tabAnimates,
  tabIndexFor,
  teaserShows,
} from './teaser-rules.js';

/** What the loader's page run gives the chunk: `tab` is called as each pop-up opens and leaves. */
interface TeaserPage {
  tab?: (id: string, open: boolean) => void;
}

/** The tab's look, shared with the dashboard's teaser preview. */
export const TEASER_CSS =
  `:host{all:initial!important}:host{display:block!important;position:fixed!important;z-index:${TAB_Z_INDEX}!important}` +
  ':host([data-side=left]){left:0!important;top:50%!important;transform:translateY(-50%)!important}' +
  ':host([data-side=right]){right:0!important;top:50%!important;transform:translateY(-50%)!important}' +
  ':host([data-side=bottom_left]){left:16px!important;bottom:0!important}' +
  ':host([data-side=bottom_right]){right:16px!important;bottom:0!important}' +
  '.bk-tab{display:block;min-width:44px;min-height:44px;max-width:240px;padding:10px 16px;border:0;border-radius:8px 8px 0 0;' +
  'background:var(--bk-tab-bg);color:var(--bk-tab-fg);font:600 15px/1.3 system-ui,sans-serif;cursor:pointer;' +
  'box-shadow:0 2px 10px rgba(0,0,0,.25);transition:opacity .3s}' +
  ':host([data-side=left]) .bk-tab{border-radius:0 8px 8px 0}:host([data-side=right]) .bk-tab{border-radius:8px 0 0 8px}' +
  '.bk-tab:focus-visible{outline:3px solid var(--bk-tab-fg);outline-offset:-6px}' +
  '.bk-tab[data-hidden]{opacity:0;pointer-events:none}' +
  '@media (prefers-reduced-motion:reduce){.bk-tab{transition:none}}' +
  effectKeyframes();

/** Sets the tab's colours and text on its button (the live tab and the dashboard preview). */
export function styleTab(button: HTMLElement, teaser: Teaser): void {
  button.className = 'bk-tab';
  button.textContent = teaser.text;
  button.style.setProperty('--bk-tab-bg', teaser.background);
  button.style.setProperty('--bk-tab-fg', teaser.text_color);
}

/** The tab's attention animation, played once (the live tab replays it every TAB_REPEAT_MS). */
export const tabAnimation = (teaser: Teaser): string => effectAnimation(teaser.animation, 'in', false);

/** The visitor converted on this pop-up, which stops showing to converted visitors. */
const converted = (r: PopupRecord): boolean =>
  r.stop_showing_to_converted_users && getCookie(CONVERTED + r.poptin_id) !== undefined;

interface Tab {
  record: PopupRecord & { teaser: Teaser };
  state: TeaserState;
  position: number;
  host: HTMLElement | null;
  timers: ReturnType<typeof setTimeout>[];
}

/**
 * Draws the tabs of the page's pop-ups and keeps them in step with their
 * pop-ups; `open(id)` shows one. Returns the undo (single-page navigation).
 */
export function teasers(page: TeaserPage, records: readonly PopupRecord[], open: (id: string) => void): () => void {
  const reduced = prefersReducedMotion();
  const tabs = new Map<string, Tab>();
  records.forEach((r, position) => {
    if (!r.teaser?.on) return;
    const seen = getCookie(SEEN + r.poptin_id) !== undefined;
    // Seen on an earlier page and not on screen now: the visitor closed it (or left it) there.
    const state = { open: false, seen, closed: seen, done: converted(r) };
    tabs.set(r.poptin_id, { record: { ...r, teaser: r.teaser }, state, position, host: null, timers: [] });
  });

  const clear = (tab: Tab) => {
    for (const t of tab.timers) clearTimeout(t);
    tab.timers = [];
  };
  const remove = (tab: Tab) => {
    clear(tab);
    tab.host?.remove();
    tab.host = null;
  };
  const hide = (tab: Tab) => {
    const button = tab.host?.shadowRoot?.querySelector('button');
    if (!tab.host || !button) return;
    clear(tab);
    button.setAttribute('data-hidden', '');
    button.style.animation = 'none';
    tab.timers.push(setTimeout(() => remove(tab), reduced ? 0 : TAB_CLEANUP_MS));
  };
  const draw = (tab: Tab) => {
    if (tab.host?.shadowRoot?.querySelector('button:not([data-hidden])')) return;
    remove(tab);
    const { teaser, poptin_id: id } = tab.record;
    const host = document.createElement('div');
    host.setAttribute('data-beckon-teaser', id);
    host.setAttribute('data-side', teaser.side);
    const shadow = host.attachShadow({ mode: 'open' });
    adoptCss(shadow, TEASER_CSS);
    const button = document.createElement('button');
    button.type = 'button';
    styleTab(button, teaser);
    button.tabIndex = tabIndexFor(tab.position);
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('data-hidden', '');
    button.addEventListener('click', () => {
      tab.state.open = true;
      hide(tab);
      open(id);
    });
    shadow.append(button);
    document.body.append(host);
    tab.host = host;
    // §4: set up, then shown after 500 ms; the animation replays every 3 s.
    tab.timers.push(
      setTimeout(
        () => {
          button.removeAttribute('data-hidden');
          if (!tabAnimates(teaser.animation, reduced)) return;
          const replay = () => {
            button.style.animation = 'none';
            void button.offsetWidth; // a reflow, so the same animation starts again
            button.style.animation = tabAnimation(teaser);
          };
          replay();
          tab.timers.push(setInterval(replay, TAB_REPEAT_MS));
        },
        reduced ? 0 : TAB_SETUP_MS,
      ),
    );
  };
  const update = (tab: Tab) => (teaserShows(tab.record.teaser.show, tab.state) ? draw(tab) : hide(tab));

  page.tab = (id, isOpen) => {
    const tab = tabs.get(id);
    if (!tab) return;
    tab.state.open = isOpen;
    if (isOpen) {
      tab.state.seen = true;
      update(tab);
      return;
    }
    tab.state.closed = true;
    tab.state.done = converted(tab.record);
    // In tab.timers, so the pop-up opening again (hide, remove) cancels the pending return.
    tab.timers.push(setTimeout(() => update(tab), TAB_AFTER_CLOSE_MS));
  };
  for (const tab of tabs.values()) update(tab);
  return () => {
    page.tab = undefined;
    for (const tab of tabs.values()) remove(tab);
  };
}
