import { describe, expect, it } from 'vitest';
import { isSafeLink, isWebAddressOrPath, SAFE_LINK_MESSAGE, safeLink } from './safe-link.js';

const SCHEMES = ['javascript', 'data', 'vbscript'];
const REST: Record<string, string> = {
  javascript: ':alert(document.cookie)',
  data: ':text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  vbscript: ':msgbox(1)',
};

/** Every spelling of `scheme:…` a browser still reads as that scheme: each upper/lower-case mix, a tab, newline or carriage return at each place inside the scheme, and leading spaces or controls. */
function spellings(scheme: string): string[] {
  const rest = REST[scheme] ?? ':x';
  const out: string[] = [];
  for (let mask = 0; mask < 2 ** scheme.length; mask++) {
    const cased = [...scheme].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join('');
    out.push(cased + rest);
  }
  for (let at = 0; at <= scheme.length; at++)
    for (const inside of ['\t', '\n', '\r', '\r\n'])
      out.push(`${scheme.slice(0, at)}${inside}${scheme.slice(at)}${rest}`);
  for (const lead of [' ', '  ', '\t', '\n', '\u0000', '\u0001', '\u001f', '\u00a0', '\u0085', '\ufeff'])
    out.push(`${lead}${scheme}${rest}`, `${lead}${scheme.toUpperCase()}${rest}`);
  return out;
}

describe('a safe link', () => {
  it('is an http(s), mailto: or tel: address, a path on the site, an anchor or a query', () => {
    for (const link of [
      'https://clinica.example/citas?x=1#y',
      'HTTP://clinica.example',
      'mailto:hola@clinica.example?subject=Cita',
      'tel:+34900100200',
      '/contacto/',
      '/',
      '#reservar',
      '#elementor-action:action=lightbox&settings=e30=',
      '?s=crema',
    ])
      expect(isSafeLink(link), link).toBe(true);
  });

  it('is never a script, data or other scheme, in any spelling a browser would still run', () => {
    for (const scheme of SCHEMES)
      for (const link of spellings(scheme)) expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
  });

  it('is not another site without a scheme, a bare word, or an address with spaces or backslashes', () => {
    for (const link of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'contacto',
      'ftp://files.example/a',
      'blob:https://clinica.example/1',
      'https:',
      'https:/x',
      'https:///x',
      'https://clinica.example/a b',
      'https://clinica.example/ ',
      '',
    ])
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
  });

  it('is refused by the schema with a message a person can read', () => {
    const r = safeLink(300).safeParse(' javascript:alert(1)');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(SAFE_LINK_MESSAGE);
    expect(safeLink(300).safeParse('/ok/').success).toBe(true);
    expect(safeLink(10).safeParse(`/${'a'.repeat(20)}`).error?.issues[0]?.message).toBe(
      'must be at most 10 characters',
    );
  });
});

describe('a redirect or pop-up button address', () => {
  it('is an http(s) address or a path on the site, never a script or data address', () => {
    for (const link of ['https://clinica.example/', '/gracias/']) expect(isWebAddressOrPath(link), link).toBe(true);
    for (const link of ['mailto:a@b.example', '#x', '//evil.example', '/\\evil.example', ...spellings('javascript')])
      expect(isWebAddressOrPath(link), JSON.stringify(link)).toBe(false);
  });
});
