import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  literalHostProblem,
  resolvedAddressProblem,
  webhookAddressProblem,
} from './webhook-address.js';

describe('which addresses a webhook may be sent to', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local (cloud metadata) and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('the host of a webhook URL, read without a lookup', () => {
  it('refuses every spelling of a loopback, private or link-local host, saying what it is', () => {
    const refused: Array<[string, RegExp]> = [
      ['http://127.1/', /127\.0\.0\.1 is a private address \(loopback/],
      ['http://2130706433/', /127\.0\.0\.1 is a private address \(loopback/],
      ['http://0x7f000001/', /127\.0\.0\.1 is a private address \(loopback/],
      ['http://[::ffff:7f00:1]/', /is a private address \(loopback/],
      ['http://169.254.169.254/latest/meta-data/', /link-local, such as a cloud metadata service/],
      ['http://localhost./', /localhost\. is a private address \(loopback/],
      ['https://api.localhost/', /loopback/],
      ['http://10.1.2.3/', /a private network/],
      ['http://172.16.0.1/', /a private network/],
      ['http://172.31.255.254/', /a private network/],
      ['http://192.168.0.10/', /a private network/],
      ['http://[::1]/', /loopback/],
      ['http://[fc00::1]/', /a private network/],
      ['http://[fd12:3456::1]/', /a private network/],
      ['http://[fe80::1]/', /link-local/],
      ['http://0.0.0.0/', /unspecified/],
      ['http://100.64.0.1/', /carrier-grade NAT/],
    ];
    for (const [url, message] of refused) expect(literalHostProblem(new URL(url)), url).toMatch(message);
  });

  it('leaves public addresses and names to a lookup', () => {
    for (const url of [
      'https://93.184.216.34/',
      'https://[2606:4700::1111]/',
      'https://hooks.example.com/x',
      'http://172.32.0.1/',
    ])
      expect(literalHostProblem(new URL(url)), url).toBeNull();
  });
});

describe('the addresses a webhook host name resolves to', () => {
  it('refuses a name when any of its addresses is not public', () => {
    expect(resolvedAddressProblem('hooks.example', ['93.184.216.34', '10.0.0.5'])).toBe(
      'hooks.example resolves to 10.0.0.5, a private address (a private network)',
    );
    expect(resolvedAddressProblem('hooks.example', ['93.184.216.34'])).toBeNull();
  });

  it('checks a name through the lookup given, and allows one that does not resolve yet', async () => {
    const table: Record<string, string[]> = { 'inside.example': ['192.168.1.20'], 'outside.example': ['8.8.8.8'] };
    const lookup = async (name: string) => table[name] ?? [];
    expect(await webhookAddressProblem('https://inside.example/hook', lookup)).toMatch(/resolves to 192\.168\.1\.20/);
    expect(await webhookAddressProblem('https://outside.example/hook', lookup)).toBeNull();
    expect(await webhookAddressProblem('https://nowhere.example/hook', lookup)).toBeNull();
    expect(await webhookAddressProblem('http://127.1/', lookup)).toMatch(/loopback/);
  });
});
