import './test-dom.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptCss } from './adopt-css.js';

/** jsdom constructs no sheets: a stand-in with the one method adoptCss calls. */
class FakeSheet {
  text = '';
  replaceSync(css: string): void {
    this.text = css;
  }
}

const shadowRoot = (): ShadowRoot => document.createElement('div').attachShadow({ mode: 'open' });

/** A shadow root that adopts sheets, as in the browsers that construct them. */
function adoptingRoot(initial: unknown[] = []): ShadowRoot {
  const root = shadowRoot();
  let adopted = initial;
  Object.defineProperty(root, 'adoptedStyleSheets', {
    get: () => adopted,
    set: (sheets: unknown[]) => {
      adopted = sheets;
    },
  });
  return root;
}

describe('adoptCss where the browser adopts constructed sheets', () => {
  const view = document.defaultView as Window & typeof globalThis;
  const original = view.CSSStyleSheet;
  beforeEach(() => {
    Object.defineProperty(view, 'CSSStyleSheet', { value: FakeSheet, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(view, 'CSSStyleSheet', { value: original, configurable: true, writable: true });
  });

  it('adopts the rules once per root and shares one sheet among the roots, with no <style> element', () => {
    const a = adoptingRoot();
    const b = adoptingRoot();
    adoptCss(a, '.one{color:red}');
    adoptCss(a, '.one{color:red}');
    adoptCss(b, '.one{color:red}');
    expect(a.adoptedStyleSheets).toHaveLength(1);
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
    expect((a.adoptedStyleSheets[0] as unknown as FakeSheet).text).toBe('.one{color:red}');
    expect(a.querySelectorAll('style')).toHaveLength(0);
  });

  it('puts the new sheet after those the root already has', () => {
    const earlier = new FakeSheet();
    const root = adoptingRoot([earlier]);
    adoptCss(root, '.two{color:blue}');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(earlier);
    expect((root.adoptedStyleSheets[1] as unknown as FakeSheet).text).toBe('.two{color:blue}');
  });
});

describe('adoptCss where the browser cannot adopt sheets', () => {
  it('adds one <style> element per text to a shadow root', () => {
    const root = shadowRoot();
    adoptCss(root, '.a{}');
    adoptCss(root, '.a{}');
    adoptCss(root, '.b{}');
    expect([...root.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a{}', '.b{}']);
  });

  it("adds a document's rules to its head, named by the id given", () => {
    adoptCss(document, '.page{}', 'page-rules');
    adoptCss(document, '.page{}', 'page-rules');
    expect(document.head.querySelectorAll('#page-rules')).toHaveLength(1);
    expect(document.getElementById('page-rules')?.textContent).toBe('.page{}');
  });
});
