/**
 * A jsdom document for the renderer's component tests. Import it FIRST in a
 * test file (before @testing-library/react, which looks for `document` when
 * it loads).
 *
 * Why not `// @vitest-environment jsdom`: Vitest's built-in environment
 * imports `jsdom` from Vitest's own folder at the repository root, and the
 * workspace installs jsdom only under packages/widget, so that environment
 * fails to load. Importing it from here resolves the widget's copy. If
 * jsdom is later hoisted and a file does use the built-in environment, this
 * module sees `document` and does nothing.
 */
import { populateGlobal } from 'vitest/environments';

interface JsdomModule {
  JSDOM: new (html: string, options: { url: string; pretendToBeVisual: boolean }) => { window: object };
}

if (typeof document === 'undefined') {
  // jsdom ships no types and none are installed; the one constructor used is declared above.
  const { JSDOM } = (await import('jsdom' as string)) as JsdomModule;
  const dom = new JSDOM('<!DOCTYPE html>', { url: 'http://localhost:3000/', pretendToBeVisual: true });
  populateGlobal(globalThis, dom.window, { bindFunctions: true });
}
