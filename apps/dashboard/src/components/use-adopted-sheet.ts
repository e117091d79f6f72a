/**
 * A lazy screen's stylesheet, bundled as text into its chunk and adopted by the document when the screen first
 * mounts (once per text). Why not a CSS import: esbuild writes a lazy chunk's CSS to a file of its own that
 * nothing loads, and the first screen's main.css should not carry rules only one screen uses.
 */
import { useEffect } from 'react';

const adopted = new Set<string>();

export function useAdoptedSheet(css: string): void {
  useEffect(() => {
    if (adopted.has(css)) return;
    adopted.add(css);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, [css]);
}
