import './test-dom.js';
import type { Block } from '@beckon/popup-schema';
import { IMAGE_PLACEMENTS, ORIENTATIONS } from '@beckon/popup-schema/formats';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMAT_CSS, formatLayout } from './format-layout.js';
import { Popup } from './popup.js';
import { makeDesign } from './test-fixtures.js';

const IMAGE: Block = { kind: 'image', src: '/widget/templates/clinic.webp', alt: 'The clinic' };
const BLOCKS: Block[] = [{ kind: 'heading', text: 'Spring check-up' }, IMAGE, { kind: 'form' }];

afterEach(cleanup);

describe('a format laid out', () => {
  it('takes the first image out of the blocks into the pane its format names', () => {
    const left = formatLayout('lightbox', 2, BLOCKS, false);
    expect(left).toMatchObject({ image: 'left', orientation: 'vertical', media: IMAGE });
    expect(left.blocks.map((b) => b.kind)).toEqual(['heading', 'form']);
    expect(formatLayout('lightbox', 4, BLOCKS, false).image).toBe('top');
    expect(formatLayout('bar', 4, BLOCKS, false)).toMatchObject({ image: 'background', orientation: 'horizontal' });
  });

  it('keeps the blocks as ordered in an inline format or when the screen has no image', () => {
    expect(formatLayout('lightbox', 1, BLOCKS, false)).toEqual({
      image: 'inline',
      orientation: 'vertical',
      media: null,
      blocks: BLOCKS,
    });
    expect(formatLayout('lightbox', 2, [{ kind: 'form' }], false).media).toBeNull();
  });

  it('puts a side image on top on a phone, except beside a bar row', () => {
    expect(formatLayout('lightbox', 3, BLOCKS, true).image).toBe('top');
    expect(formatLayout('bar', 2, BLOCKS, true).image).toBe('left');
  });

  it('has a style rule for every image placement and orientation the format data uses', () => {
    for (const image of IMAGE_PLACEMENTS.filter((p) => p !== 'inline')) {
      expect(FORMAT_CSS).toContain(`[data-image=${image}]`);
    }
    for (const orientation of ORIENTATIONS.filter((o) => o !== 'vertical')) {
      expect(FORMAT_CSS).toContain(`[data-orient=${orientation}]`);
    }
  });
});

describe('the same pop-up in two formats of its type', () => {
  const drawIn = (format: number) => {
    render(
      <Popup
        type="lightbox"
        format={format}
        design={makeDesign({ screens: { main: BLOCKS } })}
        lang="en"
        isMobile={false}
        preview
      />,
    );
    const dialog = screen.getByRole('dialog');
    const main = dialog.querySelector('.bk-main');
    const image = screen.getByRole('img', { name: 'The clinic' });
    return { dialog, main, image };
  };

  it('draws the image beside the content in format 2 and above it in format 4', () => {
    const left = drawIn(2);
    expect(left.main?.getAttribute('data-image')).toBe('left');
    // The pane comes before the content column, which no longer holds the image.
    expect(left.image.closest('.bk-media')?.nextElementSibling?.className).toBe('bk-body');
    expect(left.dialog.querySelector('.bk-body img')).toBeNull();
    cleanup();
    const top = drawIn(4);
    expect(top.main?.getAttribute('data-image')).toBe('top');
    cleanup();
    const classic = drawIn(1);
    expect(classic.main).toBeNull();
    expect(classic.image.closest('.bk-body')).not.toBeNull();
  });
});
