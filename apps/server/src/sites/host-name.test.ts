import { describe, expect, it } from 'vitest';
import { hostNameOf } from './host-name.js';

describe('hostNameOf', () => {
  it('lowercases the name and drops the port and a trailing dot', () => {
    expect(hostNameOf('Luna.Localhost:3000')).toBe('luna.localhost');
    expect(hostNameOf('clinic.example.')).toBe('clinic.example');
    expect(hostNameOf('127.0.0.1:8080')).toBe('127.0.0.1');
  });

  it('keeps an IPv6 literal in its brackets', () => {
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('[::1')).toBeNull();
  });

  it('refuses what no host name can be', () => {
    for (const bad of [
      undefined,
      '',
      'a b',
      'evil.com/x',
      'x:abc',
      '-x.com',
      'x..com',
      'x_y.com',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(hostNameOf(bad)).toBeNull();
    }
    expect(hostNameOf(`${'a.'.repeat(130)}com`)).toBeNull();
    expect(hostNameOf('ex\u0000ample.com')).toBeNull();
  });
});
