/**
 * The statistics screen's styles (uPlot's layout rules and ours), bundled as
 * text into this lazy chunk and adopted by the document when the screen first
 * opens. Why not a CSS import: esbuild writes a lazy chunk's CSS to a file of
 * its own that nothing loads, and the first screen's main.css should not carry
 * a chart only this screen draws.
 */
import { useEffect } from 'react';
import uplotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import screenCss from './statistics.css' with { type: 'text' };

let sheet: CSSStyleSheet | null = null;

export function useScreenStyles(): void {
  useEffect(() => {
    if (sheet) return;
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${uplotCss}\n${screenCss}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, []);
}
