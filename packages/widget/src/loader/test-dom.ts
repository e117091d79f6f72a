/**
 * Test helper only: a jsdom document for the loader's DOM tests. Import it
 * FIRST in a test file.
 *
 * Why not `// @vitest-environment jsdom`: Vitest's built-in environment imports
 * `jsdom` from Vitest's own folder at the repository root, while the workspace
 * installs jsdom only under packages/widget, so that environment fails to load.
 * Importing it from here resolves the widget's copy. Once jsdom is hoisted and
 * a file uses the built-in environment, this module sees `document` and does nothing.
 */
import { populateGlobal } from 'vitest/environments';

interface JsdomModule {
  JSDOM: new (html: string, options: { url: string; pretendToBeVisual: boolean }) => { window: object };
}

if (typeof document === 'undefined') {
  // jsdom ships no types and none are installed; the one constructor used is declared above.
  const { JSDOM } = (await import('jsdom' as string)) as JsdomModule;
  const dom = new JSDOM('<!DOCTYPE html>', {
    url: 'https://shop.example/products/shoe?color=red',
    pretendToBeVisual: true,
  });
  populateGlobal(globalThis, dom.window, { bindFunctions: true });
}
