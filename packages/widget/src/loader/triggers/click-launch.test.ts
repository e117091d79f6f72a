import '../test-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idFromHref, launchId, wireClickLaunch } from './click-launch';

const ID = '0123456789abc';

describe('idFromHref', () => {
  it('reads the 13-character id after /click/', () => {
    expect(idFromHref(`https://x.example/click/${ID}`)).toBe(ID);
    expect(idFromHref(`/promo/click/${ID}?utm=1`)).toBe(ID);
  });

  it('ignores paths that are not click links', () => {
    expect(idFromHref(`/products/${ID}`)).toBeNull();
    expect(idFromHref(`/click/${ID}ff`)).toBeNull();
    expect(idFromHref(`/page?next=/click/${ID}`)).toBeNull();
  });
});

describe('launchId', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the launcher attributes on the element or an ancestor', () => {
    document.body.innerHTML = `<div data-poptin-onclick data-poptin-id="${ID}"><span id="in">Open</span></div>`;
    expect(launchId(document.getElementById('in'))).toBe(ID);
  });

  it('needs both launcher attributes', () => {
    document.body.innerHTML = `<div data-poptin-id="${ID}"><span id="in">Open</span></div>`;
    expect(launchId(document.getElementById('in'))).toBeNull();
  });

  it('prevents the click-link navigation and opens the pop-up', () => {
    document.body.innerHTML = `<a id="a" href="/click/${ID}">Win</a><a id="b" href="#about">About</a>`;
    const open = vi.fn();
    const off = wireClickLaunch(open);
    const click = (id: string) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(e);
      return e;
    };
    expect(click('a').defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(ID);
    expect(click('b').defaultPrevented).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    off();
  });
});
