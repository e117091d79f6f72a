/**
 * The social buttons block as a lazy chunk (like the ticker and video): only
 * pop-ups with such a block download the brand icons. Its rules are part of
 * POPUP_CSS, so the dashboard preview draws them too.
 */
import type { SocialProps } from './social.js';
import { useChunk } from './video-ticker-lazy.js';

const loadSocial = () => import('./social.js');

export function LazySocial(props: SocialProps) {
  const mod = useChunk(loadSocial);
  return mod ? <mod.Social {...props} /> : null;
}

/** 44 px round targets with a visible focus ring, in the pop-up's accent colours. */
export const SOCIAL_CSS =
  '.bk-social{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0;list-style:none}' +
  '.bk-soc{display:flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:var(--bk-accent);color:var(--bk-accent-fg)}' +
  '.bk-soc:hover{filter:brightness(1.1)}' +
  '.bk-soc:focus-visible{outline:2px solid var(--bk-accent);outline-offset:2px}' +
  '.bk-soc svg{display:block}';
