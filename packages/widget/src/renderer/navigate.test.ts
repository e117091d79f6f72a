import './test-dom.js';
import { describe, expect, it } from 'vitest';
import { withFormData } from './navigate.js';

describe('withFormData', () => {
  it('adds the standard values to an http redirect as query parameters', () => {
    const href = withFormData('https://shop.example/thanks?x=1', { email: 'dana@example.com', name: 'Dana K' });
    const url = new URL(href);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('email')).toBe('dana@example.com');
    expect(url.searchParams.get('name')).toBe('Dana K');
  });

  it('leaves tel: and mailto: redirects alone', () => {
    expect(withFormData('tel:+97250123', { email: 'a@b.co' })).toBe('tel:+97250123');
    expect(withFormData('mailto:x@y.z', { email: 'a@b.co' })).toBe('mailto:x@y.z');
  });
});
