/**
 * The plan-limit screens (spec §2 "Upgrade pop-up … and remind-me pop-up"): what a restricted account's
 * page shows instead of its pop-ups. Its own chunk (dist/upgrade.js), framework-free, imported by the
 * loader for every not_allowed display answer (it logs the answer's message), drawing only when the
 * answer carries `upgrade_popup`. The upgrade pop-up is a centred dialog;
 * the remind-me pop-up, shown a day after "Remind me later", is a small non-modal note in the bottom
 * corner. Each choice is logged with limitLogs and stored (loader/plan-limit.ts says where and how long).
 */
import type { DisplayResponse, LimitLogStatus, UpgradePopup } from '@beckon/popup-schema';
import type { Pixel } from '../loader/find-script.js';
import { log } from '../loader/log.js';
import { planLimitScreen, readChoice, storeChoice } from '../loader/plan-limit.js';
import { adoptCss } from './adopt-css.js';

const CSS =
  ':host{all:initial!important}:host{display:block!important;position:fixed!important;z-index:2147483647!important}' +
  ':host([data-beckon-upgrade=upgrade]){inset:0!important;background:rgba(15,23,42,.55)!important}' +
  ':host([data-beckon-upgrade=remind]){right:16px!important;bottom:16px!important;max-width:calc(100vw - 32px)!important}' +
  '.box{box-sizing:border-box;background:#fff;color:#1e293b;font:15px/1.5 system-ui,sans-serif;border-radius:12px;' +
  'box-shadow:0 10px 40px rgba(0,0,0,.3);padding:28px;position:relative}' +
  ':host([data-beckon-upgrade=upgrade]) .box{width:min(460px,calc(100vw - 32px));margin:max(16px,calc(50vh - 160px)) auto 0}' +
  ':host([data-beckon-upgrade=remind]) .box{width:340px;max-width:100%;padding:20px}' +
  'h2{margin:0 0 8px;font-size:20px;line-height:1.3}p{margin:0 0 20px}' +
  '.row{display:flex;flex-wrap:wrap;gap:8px}' +
  'a,button{box-sizing:border-box;min-height:44px;padding:10px 16px;border-radius:8px;font:600 15px/1.5 system-ui,sans-serif;cursor:pointer;text-decoration:none}' +
  'a{background:#4f46e5;color:#fff;border:0}button{background:#fff;color:#334155;border:1px solid #94a3b8}' +
  '.x{position:absolute;top:4px;right:4px;min-width:44px;border:0;font-size:22px;line-height:1;padding:0}' +
  'a:focus-visible,button:focus-visible{outline:3px solid #1e293b;outline-offset:2px}';

const TEXT = {
  upgrade: 'Pop-ups on this site are paused',
  upgradeLong: 'Pop-ups on this site have been paused for more than two days',
  remind: 'Reminder: pop-ups on this site are still paused',
  body: "This site's plan has reached its limit. Upgrade the plan to show its pop-ups to visitors again.",
};

/** Logs a choice (limitLogs); the answer is not read, so an opaque cross-origin answer is enough. */
function logChoice(px: Pixel, u: UpgradePopup, status: LimitLogStatus): void {
  const q = new URLSearchParams({ status, id: u.id });
  fetch(`${px.origin}/api/display/limitLogs/${px.clientId}?${q}`, { mode: 'no-cors', keepalive: true }).catch(
    () => undefined,
  );
}

/** The chunk's interface, as the loader imports it. */
export interface Upgrade {
  upgrade: typeof upgrade;
}

/** Logs why no pop-ups show, then shows the upgrade or remind-me pop-up when the visitor's last choice allows it. */
export function upgrade(px: Pixel, res: Pick<DisplayResponse, 'message' | 'upgrade_popup'>, now = Date.now()): void {
  log(res.message);
  const u = res.upgrade_popup;
  if (!u) return;
  const screen = planLimitScreen(u, readChoice(px.clientId), now);
  // Once per page: a single-page app's next run finds it already there.
  if (!screen || document.querySelector('[data-beckon-upgrade]')) return;
  const host = document.createElement('div');
  host.setAttribute('data-beckon-upgrade', screen);
  const shadow = host.attachShadow({ mode: 'open' });
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, attrs: Record<string, string> = {}) => {
    const e = document.createElement(tag);
    e.textContent = text;
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  };
  const box = el('div', '', {
    class: 'box',
    role: screen === 'upgrade' ? 'dialog' : 'region',
    'aria-labelledby': 'bk-upgrade-title',
    ...(screen === 'upgrade' ? { 'aria-modal': 'true' } : {}),
  });
  const title = screen === 'remind' ? TEXT.remind : u.mote_than_two_days ? TEXT.upgradeLong : TEXT.upgrade;
  const opener = document.activeElement;
  const close = () => {
    host.remove();
    if (screen === 'upgrade' && opener instanceof HTMLElement) opener.focus();
  };
  const choose = (status: LimitLogStatus) => {
    logChoice(px, u, status);
    storeChoice(px.clientId, { id: u.id, s: status, t: Date.now() });
    close();
  };
  const go = el('a', 'Upgrade plan', { href: `${px.origin}/admin/account`, target: '_blank', rel: 'noopener' });
  go.addEventListener('click', () => choose('click'));
  const row = el('div', '', { class: 'row' });
  row.append(go);
  if (u.remindme_popup) {
    const later = el('button', 'Remind me later', { type: 'button' });
    later.addEventListener('click', () => choose('remind_me'));
    row.append(later);
  }
  const never = el('button', "Don't remind me", { type: 'button' });
  never.addEventListener('click', () => choose('dont_remind'));
  row.append(never);
  // Closing with the X or Escape is no choice: the pop-up comes back on the next page.
  const x = el('button', '×', { type: 'button', class: 'x', 'aria-label': 'Close' });
  x.addEventListener('click', close);
  host.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
    // The dialog is modal: Tab wraps between its first and last controls instead of leaving it.
    if (e.key !== 'Tab' || screen !== 'upgrade') return;
    const ends = [x, row.lastElementChild as HTMLElement];
    const at = ends.indexOf(shadow.activeElement as HTMLElement);
    if (at === (e.shiftKey ? 0 : 1)) {
      e.preventDefault();
      ends[1 - at]?.focus();
    }
  });
  box.append(x, el('h2', title, { id: 'bk-upgrade-title' }), el('p', TEXT.body), row);
  adoptCss(shadow, CSS);
  shadow.append(box);
  document.body.append(host);
  // The dialog takes focus like the modal pop-ups; the corner note never steals it.
  if (screen === 'upgrade') go.focus();
}
