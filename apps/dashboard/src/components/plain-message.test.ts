import { describe, expect, it } from 'vitest';
import { plainMessage, plainRule } from './plain-message.js';

describe('plain owner messages', () => {
  it('drops the request part and names the field in words', () => {
    expect(plainMessage('body.email: must be a string')).toBe('Email must be a string');
    expect(plainMessage('params.poptinId: must be 13 hex characters')).toBe('Pop-up must be 13 hex characters');
    expect(plainMessage('body.design.fields[0].label: is required')).toBe('Design fields 1 label is required');
  });

  it('leaves out the type that came instead of the one a field needs', () => {
    expect(plainMessage('body.email: must be a string (got number)')).toBe('Email must be a string');
    expect(plainRule('must be a number (got NaN)')).toBe('must be a number');
    expect(plainRule('must be an object (got an array)')).toBe('must be an object');
  });

  it("rewords zod's default limits as rules", () => {
    expect(plainRule('Too small: expected number to be >=60')).toBe('must be at least 60');
    expect(plainRule('Too big: expected number to be <=3600')).toBe('must be at most 3600');
    expect(plainRule('Too small: expected string to have >=1 characters')).toBe('is required');
    expect(plainRule('Too big: expected string to have <=200 characters')).toBe('must have at most 200 characters');
    expect(plainRule('Too big: expected array to have <=30 items')).toBe('must have at most 30 items');
  });

  it('words every issue of a joined message, and leaves plain messages alone', () => {
    expect(plainMessage('body.name: is required; body.d_f_r: must be one of "a", "b"')).toBe(
      'Name is required; Frequency must be one of "a", "b"',
    );
    expect(plainMessage('changed in another tab')).toBe('changed in another tab');
  });
});
