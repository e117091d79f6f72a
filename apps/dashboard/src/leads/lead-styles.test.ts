// The dashboard's style sheet, read as text: jsdom draws no layout, so the rules themselves are checked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The declarations of every plain rule whose selector list names `part`. */
function declarationsFor(part: string): string[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors = '']) => selectors.split(',').some((s) => s.includes(part)))
    .map(([, , body = '']) => body);
}

describe('the dashboard style sheet', () => {
  it("never lets a lead's name, email or field value break mid-word", () => {
    const lead = declarationsFor('.lead-');
    expect(lead.length).toBeGreaterThan(0);
    for (const body of lead) expect(body).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
  });

  it('puts the builder preview above the settings below the two-column width', () => {
    expect(css).toMatch(/@media \(max-width: [\d.]+px\) \{\s*\.builder-preview \{\s*order: -1;/);
  });
});
