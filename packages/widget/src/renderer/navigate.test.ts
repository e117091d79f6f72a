import { describe, expect, it } from 'vitest';
import { withFormData } from './navigate.js';

const PAGE = 'https://blog.example/post';

describe('withFormData', () => {
  it('adds the standard values to an http redirect as query parameters', () => {
    const href = withFormData('https://shop.example/thanks?x=1', { email: 'dana@example.com', name: 'Dana K' }, PAGE);
    const url = new URL(href);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('email')).toBe('dana@example.com');
    expect(url.searchParams.get('name')).toBe('Dana K');
  });

  it('leaves tel: and mailto: redirects alone', () => {
    expect(withFormData('tel:+97250123', { email: 'a@b.co' }, PAGE)).toBe('tel:+97250123');
    expect(withFormData('mailto:x@y.z', { email: 'a@b.co' }, PAGE)).toBe('mailto:x@y.z');
  });
});
