// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { Carousel, type CarouselProps } from '@beckon/page-widgets/widgets/carousel/component.js';
import type { SlideData } from '@beckon/page-widgets/widgets/carousel/slide-content.js';
import { ShareButtons, type ShareButtonsProps } from '@beckon/page-widgets/widgets/share-buttons/component.js';
import { SocialEmbed } from '@beckon/page-widgets/widgets/social-embed/component.js';
import { CONSENT_KEY } from '@beckon/page-widgets/widgets/social-embed/consent.js';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slide = (n: number): SlideData => ({
  kind: 'media',
  src: `/m/${n}.jpg`,
  alt: `Foto ${n}`,
  width: 800,
  height: 600,
});

function carousel(editing: boolean): CarouselProps {
  return {
    id: 'c1',
    label: 'Tratamientos',
    slides: [slide(1), slide(2), slide(3)],
    slidesToScroll: { desktop: 1 },
    effect: 'fade',
    loop: true,
    speed: 500,
    autoplay: true,
    autoplaySpeed: 1000,
    pauseOnHover: false,
    pauseOnInteraction: false,
    arrows: true,
    pagination: 'none',
    lazyload: false,
    centered: false,
    skin: 'carousel',
    ...(editing ? { editing: true } : {}),
  };
}

const shown = () => document.querySelector('.car-cell.is-selected')?.getAttribute('aria-label');

describe('widgets in the page editor', () => {
  it('a carousel does not play by itself in the editor, and does on the site', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    render(<Carousel {...carousel(true)} />);
    act(() => vi.advanceTimersByTime(3500));
    expect(shown()).toBe('1 de 3');
    cleanup();
    render(<Carousel {...carousel(false)} />);
    act(() => vi.advanceTimersByTime(1100));
    expect(shown()).toBe('2 de 3');
  });

  it('share buttons neither open a window nor follow their link in the editor', () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const props: ShareButtonsProps = {
      networks: ['facebook', 'print'],
      data: { url: 'https://clinica.example/x/', title: 'X', text: '', image: null },
      showLabels: true,
      iconPrefix: 'sh',
      editing: true,
    };
    render(<ShareButtons {...props} />);
    const link = screen.getByRole('link', { name: /Facebook/ });
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false); // default prevented: the link is not followed
    expect(open).not.toHaveBeenCalled();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: /Imprimir/ }));
    expect(print).not.toHaveBeenCalled();
  });

  it('a social embed loads no player and stores no consent in the editor, even with consent given earlier', () => {
    // Every embed is in view at once, so a load would follow the consent straight away.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.cb([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const props = { network: 'youtube' as const, videoId: 'dQw4w9WgXcQ', title: 'Vídeo de la clínica' };
    render(<SocialEmbed {...props} editing />);
    fireEvent.click(screen.getByRole('button', { name: 'Cargar contenido de YouTube' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    cleanup();

    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(['youtube']));
    render(<SocialEmbed {...props} editing />);
    expect(document.querySelector('iframe')).toBeNull();
    cleanup();
    // On the site the stored consent loads the player by itself.
    render(<SocialEmbed {...props} />);
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe('Vídeo de la clínica');
  });
});
