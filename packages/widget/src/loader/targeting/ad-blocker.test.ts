import '../test-dom';
import { describe, expect, it } from 'vitest';
import { adBlockHolds, scriptBlocked } from './ad-blocker';

describe('adBlockHolds', () => {
  it('holds without the condition, never loading the ads-check script', async () => {
    let asked = false;
    const blocked = async () => {
      asked = true;
      return false;
    };
    expect(await adBlockHolds('no', blocked)).toBe(true);
    expect(asked).toBe(false);
  });

  it('with "yes" holds only when the ads-check script was blocked or failed', async () => {
    expect(await adBlockHolds('yes', async () => true)).toBe(true);
    expect(await adBlockHolds('yes', async () => false)).toBe(false);
  });
});

describe('scriptBlocked', () => {
  it('appends one script per URL and reads its load or error event', async () => {
    const loaded = scriptBlocked('https://beckon.example/widget/ads/advert.js');
    const again = scriptBlocked('https://beckon.example/widget/ads/advert.js');
    const failed = scriptBlocked('https://blocked.example/widget/ads/advert.js');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual([
      'https://beckon.example/widget/ads/advert.js',
      'https://blocked.example/widget/ads/advert.js',
    ]);
    scripts[0]?.dispatchEvent(new Event('load'));
    scripts[1]?.dispatchEvent(new Event('error'));
    expect(await loaded).toBe(false);
    expect(await again).toBe(false);
    expect(await failed).toBe(true);
  });
});
