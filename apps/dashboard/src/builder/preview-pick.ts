/**
 * What the owner clicked in a preview: a content block (by its position on the drawn screen) or a form field (by
 * its position among the drawn fields; hidden fields draw nothing). The preview is inert, so nothing in it can be the click's target; the click is matched against
 * the drawn boxes instead, and the smallest box under the pointer wins (a button inside a text block, say).
 */
import type { DesignDocument } from '@beckon/popup-schema';
import { type PopupScreen, pickScreens } from '@beckon/widget/renderer';

export type PreviewPick = { kind: 'block' | 'field'; index: number };

interface Box {
  pick: PreviewPick;
  area: number;
}

function boxes(root: ParentNode): { el: Element; pick: PreviewPick }[] {
  const blocks = [...root.querySelectorAll('[data-bk-block]')].flatMap((el) => {
    const index = el.getAttribute('data-bk-block') ?? '';
    return /^\d+$/.test(index) ? [{ el, pick: { kind: 'block' as const, index: Number(index) } }] : [];
  });
  const fields = [...root.querySelectorAll('.bk-field')].map((el, index) => ({
    el,
    pick: { kind: 'field' as const, index },
  }));
  return [...blocks, ...fields];
}

export function pickAt(root: ParentNode, x: number, y: number): PreviewPick | null {
  let best: Box | null = null;
  for (const { el, pick } of boxes(root)) {
    const r = el.getBoundingClientRect();
    if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
    const area = r.width * r.height;
    if (!best || area < best.area) best = { pick, area };
  }
  return best?.pick ?? null;
}

export type ScreenKey = 'main' | 'thank_you' | 'mobile_main' | 'mobile_thank_you';

/** The design's screen a preview draws: the phone draws the mobile screens when the renderer would. */
export function drawnScreen(design: DesignDocument, isMobile: boolean, screen: PopupScreen): ScreenKey {
  const drawn = pickScreens(design, isMobile);
  if (screen === 'thank_you') return drawn.thankYou === design.screens.thank_you ? 'thank_you' : 'mobile_thank_you';
  return drawn.main === design.screens.main ? 'main' : 'mobile_main';
}
