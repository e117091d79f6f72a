import { describe, expect, it } from 'vitest';
import { contrastNote } from './contrast-note.js';

describe('the contrast hint beside a theme colour', () => {
  it('calls a dark colour readable on white, with its ratio', () => {
    expect(contrastNote('#0b5f5f')).toEqual({ readable: true, text: 'Contrast with white: 7.4:1, readable.' });
    expect(contrastNote('#000000')?.text).toBe('Contrast with white: 21.0:1, readable.');
  });

  it('says a light colour is too low and what the limit is', () => {
    expect(contrastNote('#FFD700')).toEqual({
      readable: false,
      text: 'Contrast with white: 1.4:1, too low: at least 4.5:1 keeps it readable.',
    });
  });

  it('rounds down, so a colour just under 4.5:1 does not read as 4.5:1', () => {
    // #777777 is 4.48:1 against white.
    expect(contrastNote('#777777')).toEqual({
      readable: false,
      text: 'Contrast with white: 4.4:1, too low: at least 4.5:1 keeps it readable.',
    });
  });

  it('says nothing while the colour is not a whole #rrggbb value', () => {
    expect(contrastNote('#0b5f')).toBeNull();
    expect(contrastNote('teal')).toBeNull();
  });
});
