/**
 * Click-launched pop-ups (spec §2 "Opening by click"): elements with
 * `data-poptin-onclick` and `data-poptin-id="{id}"`, and links whose path holds
 * `/click/{13 lowercase hex}`. The click's navigation is prevented and the pop-up opens.
 */
import { type Off, on } from './types';

/** The pop-up id a link's href launches, if any. */
export const idFromHref = (href: string): string | null =>
  href.split(/[?#]/)[0]?.match(/\/click\/([0-9a-f]{13})(?![0-9a-f])/)?.[1] ?? null;

/** The pop-up id the clicked element (or an ancestor) launches, if any. */
export function launchId(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest<HTMLElement>('[data-poptin-onclick][data-poptin-id]');
  if (el) return el.dataset.poptinId ?? null;
  const a = target.closest('a[href]');
  return a ? idFromHref(a.getAttribute('href') ?? '') : null;
}

export function wireClickLaunch(open: (id: string) => void): Off {
  return on(
    document,
    'click',
    (e) => {
      const id = launchId(e.target);
      if (!id) return;
      e.preventDefault();
      open(id);
    },
    true,
  );
}
