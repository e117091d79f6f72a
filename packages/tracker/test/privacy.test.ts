import { describe, expect, it } from 'vitest';
import { consentAllows, consentGranted, skipForPrivacy } from '../src/privacy.js';

describe('Do Not Track and Global Privacy Control', () => {
  it('skips tracking when navigator.doNotTrack is "1" and the option is on by default', () => {
    expect(skipForPrivacy({}, { doNotTrack: '1' })).toBe(true);
  });

  it('reads the legacy msDoNotTrack and window.doNotTrack too', () => {
    expect(skipForPrivacy({}, { msDoNotTrack: '1' })).toBe(true);
    expect(skipForPrivacy({}, {}, '1')).toBe(true);
  });

  it('skips tracking under Global Privacy Control', () => {
    expect(skipForPrivacy({}, { globalPrivacyControl: true })).toBe(true);
  });

  it('tracks when the signals are off or unspecified', () => {
    expect(skipForPrivacy({}, { doNotTrack: '0' })).toBe(false);
    expect(skipForPrivacy({}, { doNotTrack: 'unspecified', globalPrivacyControl: false })).toBe(false);
    expect(skipForPrivacy({}, { doNotTrack: null })).toBe(false);
  });

  it('tracks despite DNT when the site turned the DNT option off', () => {
    expect(skipForPrivacy({ dnt: 'false' }, { doNotTrack: '1', globalPrivacyControl: true })).toBe(false);
  });
});

describe('consent rules', () => {
  const denied = () => false;
  const granted = () => true;

  it('starts when no consent level is configured or it is "disabled"', () => {
    expect(consentAllows({}, denied)).toBe(true);
    expect(consentAllows({ consent: 'disabled' }, denied)).toBe(true);
  });

  it('starts with anonymous tracking even without consent', () => {
    expect(consentAllows({ consent: 'statistics', anonymous: 'true' }, denied)).toBe(true);
  });

  it('starts when no consent API is present', () => {
    expect(consentAllows({ consent: 'statistics' }, undefined)).toBe(true);
  });

  it('waits while the consent API reports no consent for the level', () => {
    expect(consentAllows({ consent: 'statistics' }, denied)).toBe(false);
  });

  it('asks the consent API about the configured level', () => {
    const asked: string[] = [];
    const record = (level: string) => {
      asked.push(level);
      return true;
    };
    expect(consentAllows({ consent: 'statistics-anonymous' }, record)).toBe(true);
    expect(asked).toEqual(['statistics-anonymous']);
    expect(consentAllows({ consent: 'statistics' }, granted)).toBe(true);
  });

  it('starts on a consent change that allows the configured level only', () => {
    const s = { consent: 'statistics' };
    expect(consentGranted(s, { statistics: 'allow' })).toBe(true);
    expect(consentGranted(s, { statistics: 'deny' })).toBe(false);
    expect(consentGranted(s, { marketing: 'allow' })).toBe(false);
    expect(consentGranted(s, null)).toBe(false);
  });
});
