/** The share buttons' brand icons: one real, distinct icon per network, inlined once as symbols. */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, widgets } from '../src/index.js';
import { NETWORKS } from '../src/widgets/share-buttons/urls.js';
import { band, page, site } from './fixtures.js';

function renderShare(networks: readonly string[]): string {
  const content = band([{ id: 'sh', type: 'share-buttons', settings: { networks, showLabels: false } }]);
  const doc = parseDocument({ schemaVersion: 1, root: { settings: { showHeader: false } }, content }, widgets);
  const data = { recentPosts: [], totalPosts: 0 };
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/a', endOfBody: '' }).html;
}

describe('share button icons', () => {
  it('draws each of the 18 networks with its own icon and no letter badge', () => {
    const html = renderShare(NETWORKS);
    const symbols = [...html.matchAll(/<symbol id="sh-share-([a-z]+)" viewBox="[\d ]+">(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1])).toEqual([...NETWORKS]);
    const bodies = symbols.map((m) => m[2] ?? '');
    for (const body of bodies) expect(body).toMatch(/^<path [^>]*d="[Mm]/);
    expect(new Set(bodies).size).toBe(18);
    for (const n of NETWORKS) expect(html).toContain(`<use href="#sh-share-${n}"></use>`);
    expect(html).not.toMatch(/<span class="share-icon"[^>]*>[A-Z]<\/span>/);
  });

  it('inlines only the chosen networks’ icons', () => {
    const html = renderShare(['whatsapp', 'email']);
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).not.toContain('sh-share-facebook');
  });

  it('refuses a network listed twice', () => {
    expect(() => renderShare(['whatsapp', 'whatsapp'])).toThrow(/networks: must not list a network twice/);
  });
});
