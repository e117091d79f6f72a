/**
 * A game's own rules, kept in its chunk: a ref for the game's root element
 * whose root (the pop-up's shadow root, or the dashboard preview's) then
 * adopts them, as the pop-up's sheet is adopted (adopt-css.ts).
 */
import { adoptCss } from '../adopt-css.js';

export type GameCss = (el: Element | null) => void;

/** Made once per game module, so the ref keeps its identity across renders. */
export const gameCss =
  (css: string): GameCss =>
  (el) => {
    if (el) adoptCss(el.getRootNode() as Document | ShadowRoot, css);
  };
