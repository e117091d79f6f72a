/**
 * What the owner clicked in a preview: a content block (by its position on the drawn screen) or a form field (by
 * its input's name). The preview is inert, so nothing in it can be the click's target; the click is matched against
 * the drawn boxes instead, and the smallest box under the pointer wins (a button inside a text block, say).
 */
import type { DesignDocument } from '@beckon/popup-schema';
import { type PopupScreen, pickScreens } from '@beckon/widget/renderer';

export type PreviewPick = { kind: 'block'; index: number } | { kind: 'field'; name: string };

interface Box {
  pick: PreviewPick;
  area: number;
}

function pickOf(el: Element): PreviewPick | null {
  const index = el.getAttribute('data-bk-block');
  if (index !== null && /^\d+$/.test(index)) return { kind: 'block', index: Number(index) };
  const name = el.querySelector('input, select, textarea')?.getAttribute('name');
  return name ? { kind: 'field', name } : null;
}

export function pickAt(root: ParentNode, x: number, y: number): PreviewPick | null {
  let best: Box | null = null;
  for (const el of root.querySelectorAll('[data-bk-block], .bk-field')) {
    const r = el.getBoundingClientRect();
    if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
    const pick = pickOf(el);
    const area = r.width * r.height;
    if (pick && (!best || area < best.area)) best = { pick, area };
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
