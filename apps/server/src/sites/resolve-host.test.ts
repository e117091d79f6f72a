import { describe, expect, it } from 'vitest';
import { type AddressBook, resolveHost, type SiteRef } from './resolve-host.js';

const luna: SiteRef = { accountId: 'a000000000001', siteId: 'main' };
const clinic: SiteRef = { accountId: 'a000000000002', siteId: 'main' };
const book: AddressBook = {
  subdomains: new Map([
    ['luna', luna],
    ['clinica', clinic],
  ]),
  domains: new Map([['www.lunabakery.test', luna]]),
};

describe('resolveHost', () => {
  it('finds a site by its label under the base domain and by its verified domain', () => {
    const addressing = { baseDomain: 'localhost', mainHost: null };
    expect(resolveHost('luna.localhost', book, addressing)).toEqual({
      kind: 'site',
      site: luna,
      host: 'luna.localhost',
    });
    expect(resolveHost('clinica.localhost', book, addressing)).toEqual({
      kind: 'site',
      site: clinic,
      host: 'clinica.localhost',
    });
    expect(resolveHost('www.lunabakery.test', book, addressing)).toEqual({
      kind: 'site',
      site: luna,
      host: 'www.lunabakery.test',
    });
  });

  it('answers unknown for a label under the base domain that no site has, or one with dots in it', () => {
    const addressing = { baseDomain: 'sites.example', mainHost: 'beckon.example' };
    expect(resolveHost('nope.sites.example', book, addressing)).toEqual({ kind: 'unknown' });
    expect(resolveHost('a.luna.sites.example', book, addressing)).toEqual({ kind: 'unknown' });
    expect(resolveHost('xsites.example', book, addressing)).toEqual({ kind: 'unknown' });
  });

  it('serves the main origin at PUBLIC_URL host only, and at any other host without PUBLIC_URL', () => {
    expect(resolveHost('beckon.example', book, { baseDomain: 'sites.example', mainHost: 'beckon.example' })).toEqual({
      kind: 'main',
    });
    expect(resolveHost('evil.example', book, { baseDomain: 'sites.example', mainHost: 'beckon.example' })).toEqual({
      kind: 'unknown',
    });
    expect(resolveHost('127.0.0.1', book, { baseDomain: 'localhost', mainHost: null })).toEqual({ kind: 'main' });
    expect(resolveHost('localhost', book, { baseDomain: 'localhost', mainHost: null })).toEqual({ kind: 'main' });
  });

  it('answers unknown for a host that is no host name', () => {
    expect(resolveHost(null, book, { baseDomain: 'localhost', mainHost: null })).toEqual({ kind: 'unknown' });
  });
});
