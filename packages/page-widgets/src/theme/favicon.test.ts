import { describe, expect, it } from 'vitest';
import { faviconLink } from './favicon.js';

const colours = { primary: '#0b5f5f', accent: '#b3541e', text: '#1f2933', headings: '#10232f' };

describe('the site favicon', () => {
  it('is the site’s logo when it has one', () => {
    expect(faviconLink({ name: 'Clínica', logo: '/site/media/logo.png', colours })).toBe(
      '<link rel="icon" href="/site/media/logo.png">',
    );
  });

  it('is the name’s initial on the primary colour, inline, when there is no logo', () => {
    const link = faviconLink({ name: 'élite <b>', logo: null, colours });
    const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('fill="#0b5f5f"');
    expect(svg).toContain('>É</text>');
  });

  it('cannot break out of its attribute with a crafted logo address', () => {
    expect(faviconLink({ name: 'A', logo: 'https://x.example/a"><script>', colours })).not.toContain('"><script>');
  });
});
