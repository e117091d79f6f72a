import { describe, expect, it } from 'vitest';
import { buttonHref, checkUrl, redirectHref, schemeOf } from './url-rules.js';

describe('checkUrl', () => {
  it('accepts an http and an https address', () => {
    expect(checkUrl('https://example.com/page?x=1')).toEqual({ ok: true });
    expect(checkUrl('http://example.co.il')).toEqual({ ok: true });
  });

  it('accepts an empty value', () => {
    expect(checkUrl('')).toEqual({ ok: true });
  });

  it('rejects an address without a scheme, as input type=url does', () => {
    expect(checkUrl('example.com')).toEqual({ ok: false, message: 'invalidUrl' });
  });

  it('rejects a scheme without a host', () => {
    expect(checkUrl('mailto:dana@example.com')).toEqual({ ok: false, message: 'invalidUrl' });
    expect(checkUrl('http://')).toEqual({ ok: false, message: 'invalidUrl' });
  });

  it('rejects a javascript: address even with a host-like part', () => {
    expect(checkUrl('javascript://example.com/%0aalert(1)')).toEqual({ ok: false, message: 'invalidUrl' });
  });
});

describe('redirectHref', () => {
  it('makes a phone number a tel: link on mobile', () => {
    expect(redirectHref('+972 (50) 123-4567', true)).toBe('tel:+972(50)123-4567');
  });

  it('treats a phone number as a host name on desktop', () => {
    expect(redirectHref('0501234567', false)).toBe('http://0501234567');
  });

  it.each(['tel:+972501234567', 'sms:+972501234567', 'mailto:dana@example.com'])('keeps %s', (url) => {
    expect(redirectHref(url, true)).toBe(url);
    expect(redirectHref(url, false)).toBe(url);
  });

  it('keeps http and https addresses, whatever the case of the scheme', () => {
    expect(redirectHref('https://example.com/a', false)).toBe('https://example.com/a');
    expect(redirectHref('HTTP://example.com', false)).toBe('HTTP://example.com');
  });

  it('prefixes http:// when there is no scheme', () => {
    expect(redirectHref('example.com/sale', false)).toBe('http://example.com/sale');
    expect(redirectHref('example.com/sale', true)).toBe('http://example.com/sale');
  });

  it('prefixes http:// to a host with a port rather than taking the host for a scheme', () => {
    expect(redirectHref('shop.example.com:8080/x', false)).toBe('http://shop.example.com:8080/x');
  });

  it('keeps a protocol-relative address', () => {
    expect(redirectHref('//example.com', false)).toBe('//example.com');
  });

  it('trims surrounding spaces', () => {
    expect(redirectHref('  https://example.com  ', false)).toBe('https://example.com');
  });

  it('gives nothing for an empty address', () => {
    expect(redirectHref('', true)).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\nscript:alert(1)',
    'jav\tascript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript:1',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('never returns a script-running address such as %j', (url) => {
    expect(redirectHref(url, false)).toBe('');
    expect(redirectHref(url, true)).toBe('');
  });
});

describe('buttonHref', () => {
  it('prefixes // when there is no scheme', () => {
    expect(buttonHref('example.com/shop')).toBe('//example.com/shop');
  });

  it('keeps an address that has a scheme', () => {
    expect(buttonHref('https://example.com')).toBe('https://example.com');
    expect(buttonHref('mailto:dana@example.com')).toBe('mailto:dana@example.com');
    expect(buttonHref('whatsapp://send?phone=972501234567')).toBe('whatsapp://send?phone=972501234567');
  });

  it('keeps a protocol-relative address as it is', () => {
    expect(buttonHref('//example.com')).toBe('//example.com');
  });

  it('prefixes // to a host with a port', () => {
    expect(buttonHref('localhost:3000/a')).toBe('//localhost:3000/a');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\r\nscript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'never returns a script-running address such as %j',
    (url) => {
      expect(buttonHref(url)).toBe('');
    },
  );

  it('gives nothing for an empty address', () => {
    expect(buttonHref('   ')).toBe('');
  });
});

describe('schemeOf', () => {
  it('reads the scheme in lower case', () => {
    expect(schemeOf('MailTo:x@example.com')).toBe('mailto');
  });

  it('finds no scheme in a host name or a host with a port', () => {
    expect(schemeOf('example.com')).toBeNull();
    expect(schemeOf('example.com:8080')).toBeNull();
  });
});
