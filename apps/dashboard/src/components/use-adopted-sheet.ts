/**
 * A lazy screen's stylesheet, bundled as text into its chunk and adopted by the document when the screen first
 * mounts (once per text, by the widget's adoptCss). Why not a CSS import: esbuild writes a lazy chunk's CSS to a
 * file of its own that nothing loads, and the first screen's main.css should not carry rules only one screen uses.
 */
import { adoptCss } from '@beckon/widget/adopt-css';
import { useEffect } from 'react';

export function useAdoptedSheet(css: string): void {
  useEffect(() => adoptCss(document, css), [css]);
}
