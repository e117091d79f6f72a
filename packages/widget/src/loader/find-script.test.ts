import './test-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPixel } from './find-script';

const ID = 'abcdef0123456';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('findPixel', () => {
  it('reads the client id and service origin from the script with id beckon-pixel', () => {
    document.head.innerHTML = `<script id="beckon-pixel" src="https://cdn.beckon.example/widget/loader.js?id=${ID}"></script>`;
    expect(findPixel()).toEqual({ origin: 'https://cdn.beckon.example', clientId: ID });
  });

  it('falls back to any script whose src holds /widget/loader.js', () => {
    document.head.innerHTML = `<script src="https://b.example/widget/loader.js?id=${ID}&x=1"></script>`;
    expect(findPixel()).toEqual({ origin: 'https://b.example', clientId: ID });
  });

  it('resolves a relative src against the page', () => {
    document.head.innerHTML = `<script id="beckon-pixel" src="/widget/loader.js?id=${ID}"></script>`;
    expect(findPixel()?.origin).toBe(location.origin);
  });

  it('finds nothing without the pixel or without a client id', () => {
    expect(findPixel()).toBeNull();
    document.head.innerHTML = '<script src="https://b.example/widget/loader.js"></script>';
    expect(findPixel()).toBeNull();
  });
});

describe('loader entry', () => {
  it('warns that the pixel code does not exist and stops when the tag is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await import('./index');
    expect(warn).toHaveBeenCalledWith('Beckon: the pixel code does not exist');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
