import { describe, expect, it } from 'vitest';
import { HOME_DOCUMENT } from './content/home.js';
import { imageReferences } from './image-references.js';

describe('the images a page document shows', () => {
  it('finds image, gallery and post-card images with the alt text beside them, each once', () => {
    const doc = {
      content: [
        { type: 'image', props: { src: '/site/assets/img/a.svg', alt: 'A' } },
        {
          type: 'gallery',
          props: { images: [{ src: `/site/media/0123456789abc/${'f'.repeat(32)}-480.webp`, alt: 'B' }] },
        },
        { type: 'posts', props: { items: [{ image: 'https://cdn.example/c.JPG?v=2' }] } },
        { type: 'image', props: { src: '/site/assets/img/a.svg', alt: 'again' } },
      ],
    };
    expect(imageReferences(doc)).toEqual([
      { src: '/site/assets/img/a.svg', alt: 'A' },
      { src: `/site/media/0123456789abc/${'f'.repeat(32)}-480.webp`, alt: 'B' },
      { src: 'https://cdn.example/c.JPG?v=2', alt: '' },
    ]);
  });

  it('leaves out what is not an image file: links, text, scripts and other schemes', () => {
    const doc = {
      a: { src: '/site/assets/islands/theme.js' },
      b: { src: 'javascript:alert(1)//.png' },
      c: { image: 'data:image/png;base64,AAAA' },
      d: { src: 'http://insecure.example/x.png' },
      e: { href: '/x.png', text: '/y.png' },
    };
    expect(imageReferences(doc)).toEqual([]);
  });

  it('stops at a pathological depth instead of overflowing the stack', () => {
    let deep: unknown = { src: '/deep.png' };
    for (let i = 0; i < 10_000; i++) deep = { child: deep };
    expect(imageReferences(deep)).toEqual([]);
  });

  it("finds the seeded home page's images", () => {
    const srcs = imageReferences(HOME_DOCUMENT).map((r) => r.src);
    expect(srcs).toContain('/site/assets/img/consulta.svg');
    expect(srcs.length).toBeGreaterThan(3);
  });
});
