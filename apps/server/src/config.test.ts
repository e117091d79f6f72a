import { describe, expect, it } from 'vitest';
import { loadConfig, parseIntegrationBases, parsePublicUrl, parseTrustProxy, parseWixApiOrigin } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off when unset or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('trusts every hop when true', () => {
    expect(parseTrustProxy('true')).toBe(true);
  });

  it('reads a hop count as the nearest addresses being proxies', () => {
    const trust = parseTrustProxy('1');
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect(trust('203.0.113.9', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('reads a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', ','])('refuses %j with a clear message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be/);
  });
});

describe('PUBLIC_URL', () => {
  it('keeps the origin of an http(s) URL', () => {
    expect(parsePublicUrl('https://Clinic.Example/')).toBe('https://clinic.example');
    expect(parsePublicUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parsePublicUrl(undefined)).toBeUndefined();
  });

  it.each(['clinic.example', 'ftp://clinic.example', 'https://clinic.example/site', 'https://a:b@clinic.example'])(
    'refuses %j',
    (value) => {
      expect(() => parsePublicUrl(value)).toThrow(/PUBLIC_URL must be/);
    },
  );

  it('reaches the config', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://clinic.example', TRUST_PROXY: 'true' })).toMatchObject({
      publicUrl: 'https://clinic.example',
      trustProxy: true,
    });
  });
});

describe('SITES_BASE_DOMAIN and DNS_SERVERS', () => {
  it('put websites under localhost by default, and under the host name given, lowercased', () => {
    expect(loadConfig({}).sitesBaseDomain).toBe('localhost');
    expect(loadConfig({ SITES_BASE_DOMAIN: 'Sites.Example.com.' }).sitesBaseDomain).toBe('sites.example.com');
  });

  it('refuse a base domain that is no host name', () => {
    for (const bad of ['https://sites.example', 'sites.example/x', 'a..b', '-x.example'])
      expect(() => loadConfig({ SITES_BASE_DOMAIN: bad })).toThrow(/SITES_BASE_DOMAIN/);
  });

  it('read the resolvers as a comma-separated list', () => {
    expect(loadConfig({}).dnsServers).toBeUndefined();
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2' }).dnsServers).toEqual(['127.0.0.1:5353', '10.0.0.2']);
  });
});

describe('INTEGRATION_API_BASES', () => {
  it('reads provider=address pairs, and refuses an unknown provider or a non-http address', () => {
    expect(parseIntegrationBases('mailchimp=http://127.0.0.1:4250/3.0/, hubspot=https://proxy.example/hs')).toEqual({
      mailchimp: 'http://127.0.0.1:4250/3.0',
      hubspot: 'https://proxy.example/hs',
    });
    expect(parseIntegrationBases(undefined)).toEqual({});
    expect(() => parseIntegrationBases('zapier=http://x')).toThrow('INTEGRATION_API_BASES');
    expect(() => parseIntegrationBases('brevo=ftp://x')).toThrow('INTEGRATION_API_BASES');
  });
});

describe('WIX_API_ORIGIN', () => {
  it('takes an http(s) origin, without a trailing slash, and leaves the default when unset', () => {
    expect(parseWixApiOrigin('http://127.0.0.1:4301/')).toBe('http://127.0.0.1:4301');
    expect(parseWixApiOrigin(undefined)).toBeUndefined();
  });

  it('refuses anything else at start-up', () => {
    expect(() => parseWixApiOrigin('ftp://x')).toThrow('WIX_API_ORIGIN');
    expect(() => parseWixApiOrigin('https://www.wixapis.com/ecom')).toThrow('WIX_API_ORIGIN');
  });
});
