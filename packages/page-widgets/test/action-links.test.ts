import { describe, expect, it } from 'vitest';
import { decodeLightboxAction, lightboxView, MAX_ACTION_LENGTH } from '../src/action-links/decode.js';
import { LIGHTBOX_MARK } from '../src/action-links/marker.js';

const PAGE = 'https://clinica.test/tratamientos/';
const b64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const hash = (settings: unknown) => `#elementor-action:action=lightbox&settings=${b64(settings)}`;

describe('decodeLightboxAction', () => {
  it('reads an image lightbox with its slideshow group and title', () => {
    expect(
      decodeLightboxAction(
        hash({ type: 'image', id: 12, url: '/media/piel.jpg', slideshow: 'g1', title: 'Piel' }),
        PAGE,
      ),
    ).toEqual({ type: 'image', url: '/media/piel.jpg', slideshow: 'g1', title: 'Piel' });
  });

  it('reads a URL-encoded hash and an absolute URL of the same site, keeping only its path', () => {
    const encoded = `#${encodeURIComponent(hash({ type: 'image', url: 'https://clinica.test/a.png?v=2' }).slice(1))}`;
    expect(decodeLightboxAction(encoded, PAGE)).toEqual({
      type: 'image',
      url: '/a.png?v=2',
      slideshow: null,
      title: null,
    });
  });

  it('reads a slideshow by its gallery id, with an optional starting image', () => {
    expect(decodeLightboxAction(hash({ type: 'slideshow', slideshow: 'galeria-g' }), PAGE)).toEqual({
      type: 'slideshow',
      slideshow: 'galeria-g',
      url: null,
    });
    expect(decodeLightboxAction(hash({ type: 'slideshow', slideshow: 'g', url: 'b.png' }), PAGE)).toMatchObject({
      url: '/tratamientos/b.png',
    });
  });

  it('decodes titles written in UTF-8 (accents)', () => {
    expect(decodeLightboxAction(hash({ type: 'image', url: '/a.png', title: 'Depilación láser' }), PAGE)).toMatchObject(
      {
        title: 'Depilación láser',
      },
    );
  });

  it('decodes titles that btoa wrote as Latin-1 bytes, as a browser-built link carries them', () => {
    const latin1 = btoa(JSON.stringify({ type: 'image', url: '/a.png', title: 'Ilustración' }));
    expect(decodeLightboxAction(`#elementor-action:action=lightbox&settings=${latin1}`, PAGE)).toMatchObject({
      title: 'Ilustración',
    });
  });

  it('refuses malformed base64, JSON that is not an object, and hashes of other actions', () => {
    expect(decodeLightboxAction('#elementor-action:action=lightbox&settings=%%%', PAGE)).toBeNull();
    expect(decodeLightboxAction('#elementor-action:action=lightbox&settings=eyJ0eXBl', PAGE)).toBeNull();
    expect(decodeLightboxAction(`#elementor-action:action=lightbox&settings=${btoa('[1,2]')}`, PAGE)).toBeNull();
    expect(decodeLightboxAction(`#elementor-action:action=lightbox&settings=${btoa('null')}`, PAGE)).toBeNull();
    expect(decodeLightboxAction(`#elementor-action:action=lightbox&settings=${btoa('\u00ff{')}`, PAGE)).toBeNull();
    expect(decodeLightboxAction('#elementor-action:action=popup:open&settings=e30=', PAGE)).toBeNull();
    expect(decodeLightboxAction('#galeria', PAGE)).toBeNull();
  });

  it('refuses an oversized hash before decoding it', () => {
    // Valid once decoded, but every character percent-encoded: only the length cap refuses it.
    const valid = hash({ type: 'image', url: `/${'a'.repeat(200)}.png`, title: 't'.repeat(300) });
    const padded = `#${[...valid.slice(1)].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}`;
    expect(decodeLightboxAction(valid, PAGE)).not.toBeNull();
    expect(padded.length).toBeGreaterThan(MAX_ACTION_LENGTH);
    expect(decodeLightboxAction(padded, PAGE)).toBeNull();
  });

  it('refuses hostile or foreign image URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://clinica.test/1234',
      '//evil.test/a.png',
      '/\\evil.test/a.png',
      'https://evil.test/a.png',
      'http://clinica.test/a.png',
      ' /a.png',
      '',
    ]) {
      expect(decodeLightboxAction(hash({ type: 'image', url }), PAGE), url).toBeNull();
    }
  });

  it('refuses unknown types and keys, wrong value types and malformed slideshow ids', () => {
    expect(decodeLightboxAction(hash({ type: 'video', url: '/v.mp4' }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'image', url: '/a.png', html: '<img onerror=x>' }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'image', url: ['/a.png'] }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'image' }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'slideshow' }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'slideshow', slideshow: 'a"]' }), PAGE)).toBeNull();
    expect(decodeLightboxAction(hash({ type: 'image', url: '/a.png', title: 'x'.repeat(301) }), PAGE)).toBeNull();
  });
});

describe('lightboxView', () => {
  const items = [
    { src: '/g/a.svg', alt: 'A' },
    { src: '/g/b.svg', alt: 'B' },
  ];
  const galleries = (id: string) => (id === 'g' ? items : null);

  it('opens a slideshow on its gallery, at the image named or the first', () => {
    expect(lightboxView({ type: 'slideshow', slideshow: 'g', url: '/g/b.svg' }, PAGE, galleries)).toEqual({
      items,
      current: 1,
    });
    expect(lightboxView({ type: 'slideshow', slideshow: 'g', url: null }, PAGE, galleries)).toEqual({
      items,
      current: 0,
    });
  });

  it('does nothing for a slideshow id no gallery on the page has', () => {
    expect(lightboxView({ type: 'slideshow', slideshow: 'nope', url: null }, PAGE, galleries)).toBeNull();
  });

  it('opens an image inside its slideshow when the gallery holds it, and alone otherwise', () => {
    expect(lightboxView({ type: 'image', url: '/g/b.svg', slideshow: 'g', title: null }, PAGE, galleries)).toEqual({
      items,
      current: 1,
    });
    expect(lightboxView({ type: 'image', url: '/x.png', slideshow: 'nope', title: 'X' }, PAGE, galleries)).toEqual({
      items: [{ src: '/x.png', alt: 'X' }],
      current: 0,
    });
  });
});

describe('LIGHTBOX_MARK', () => {
  it('finds lightbox action links in rendered HTML, plain or URL-encoded, and nothing else', () => {
    expect(LIGHTBOX_MARK.test('<a href="#elementor-action:action=lightbox&amp;settings=e30=">')).toBe(true);
    expect(LIGHTBOX_MARK.test('<a href="#elementor-action%3Aaction%3Dlightbox%26settings">')).toBe(true);
    expect(LIGHTBOX_MARK.test('<a href="#elementor-action:action=popup:open">')).toBe(false);
  });
});
