/**
 * The renderer bundle's entry (contract.ts RendererModule): `show()` mounts a
 * pop-up in its own shadow root, drawn as its type (layout.ts: the lightbox's
 * code is in this bundle, other types' in chunks), and wires it to the
 * loader's callbacks. The pop-up is drawn in a later task, never inside
 * `show()`.
 *
 * Dashboard live preview: render `<Popup preview design lang isMobile />`
 * inside a `position:relative` box with `POPUP_CSS` injected (best in a shadow
 * root of its own, so dashboard styles and the pop-up's stay apart). With
 * `preview` the backdrop fills that box instead of the window, and nothing
 * runs on its own: no timers, auto-close, focus moves, document listeners or
 * navigation; `screen="thank_you"` shows the thank-you screen.
 */
import type { CloseReason } from '@beckon/popup-schema';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PopupHandle, ShowRequest } from '../contract.js';
import { timerEnded } from './blocks/timer-spec.js';
import { REMOVAL_BACKSTOP_MS } from './closing.js';
import { pushConversionEvent, type TagPage } from './conversion-event.js';
import type { GameProps } from './games/game-props.js';
import { loadGame } from './games/load-game.js';
import { loadLayout, type TypeLayout } from './layout.js';
import { mountHost } from './mount.js';
import { Popup, type PopupControl } from './popup.js';
import { visualRect } from './visual-viewport.js';

export * from './closing.js';
export { creditHref } from './credit-badge.js';
export { effectAnimation, effectKeyframes } from './effects.js';
export { standardName } from './form-values.js';
export type { GameProps } from './games/game-props.js';
export { loadGame } from './games/load-game.js';
export { isModalType, type LayoutInput, loadLayout, type TypeLayout } from './layout.js';
export { frameSize, placementStyle } from './placement.js';
export type { PopupControl, PopupProps, PopupScreen } from './popup.js';
export { Popup } from './popup.js';
export { pickScreens } from './screens.js';
export { HOST_CSS, POPUP_CSS } from './styles.js';

export function show(request: ShowRequest): PopupHandle {
  const control: { current: PopupControl | null } = { current: null };
  let removed = false;
  let unmount = () => {};
  const remove = () => {
    if (removed) return;
    removed = true;
    unmount();
    request.onRemoved();
  };
  // §4: a countdown to a fixed end already past keeps the pop-up from showing (removed after show() returns).
  if (timerEnded(request.design, Date.now())) {
    void Promise.resolve().then(remove);
    return { close: remove };
  }
  const layout = loadLayout(request.record.poptin_type);
  // A prize game's code is its own chunk, fetched alongside (games/load-game.ts).
  const game =
    request.record.poptin_type === 'gamified' && request.design.game ? loadGame(request.record.poptin_format) : null;
  // The first draw gets a task of its own: this one has just evaluated the renderer's (or the type's) code.
  Promise.all([layout, game]).then(
    ([l, g]) =>
      nextTask(() => {
        if (!removed) unmount = draw(request, l, control, remove, g ?? undefined);
      }),
    // The type's chunk did not load: nothing is drawn, and the modal queue (if any) moves on.
    remove,
  );

  return {
    close(reason: CloseReason) {
      if (control.current) control.current.close(reason, true);
      else remove();
    },
  };
}

/** The Prioritized Task Scheduling API where there is one (a page's paused or faked timers do not hold it up). */
const scheduler = (globalThis as { scheduler?: { postTask(task: () => void): Promise<void> } }).scheduler;

function nextTask(task: () => void): void {
  if (scheduler) void scheduler.postTask(task);
  else setTimeout(task, 0);
}

function draw(
  request: ShowRequest,
  layout: TypeLayout,
  control: { current: PopupControl | null },
  remove: () => void,
  game?: ComponentType<GameProps>,
): () => void {
  const { record } = request;
  // Read while the page is still laid out: after mounting, the read would lay out the new pop-up here.
  const viewport = layout.hostCss ? undefined : visualRect(window);
  const mounted = mountHost(record.poptin_id, document, {
    hostCss: layout.hostCss,
    css: layout.css,
    into: request.container,
    modal: layout.modal,
  });
  const root = createRoot(mounted.container);
  root.render(
    <Popup
      layout={layout}
      type={record.poptin_type}
      format={record.poptin_format}
      design={request.design}
      lang={request.lang}
      isMobile={request.isMobile}
      popupName={record.poptin_name}
      showCredit={record.if_poptin_credit}
      pageHost={request.pageHost}
      linkTarget={record.redirect_target}
      serviceOrigin={request.serviceOrigin}
      clientId={record.account_id}
      wixCart={request.wixCart}
      game={game}
      wheelHasCoupon={record.wheel_has_coupon}
      onDraw={request.onDraw}
      onViewed={request.onViewed}
      onClose={request.onClose}
      onSubmit={async (values) => {
        const result = await request.onSubmit(values);
        if (result.ok && result.conversionCode) pushConversionEvent(window as TagPage, result.conversionCode, record);
        return result;
      }}
      closeTrigger={record.poptin_trigger?.close_trigger}
      // Called from the exit timer, never during a render, so unmounting here is safe.
      onExited={remove}
      // Outside the pop-up's own timers, so it goes even should its exit never end (remove runs once).
      onClosing={() => setTimeout(remove, REMOVAL_BACKSTOP_MS)}
      control={control}
      viewport={viewport}
    />,
  );
  return () => {
    root.unmount();
    mounted.remove();
  };
}
