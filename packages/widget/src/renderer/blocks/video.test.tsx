import '../test-dom.js';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';
import { Video } from './video.js';
import { videoSource } from './video-source.js';

afterEach(cleanup);

const YT = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** Every URL the rendered DOM would fetch: src, href, poster and inline-style url()s. */
function fetchedUrls(root: ParentNode): string[] {
  const attrs = [...root.querySelectorAll('[src],[poster],[srcset]')].flatMap((el) =>
    ['src', 'poster', 'srcset'].map((a) => el.getAttribute(a)).filter((v): v is string => !!v),
  );
  const styles = [...root.querySelectorAll<HTMLElement>('[style]')].flatMap((el) =>
    [...(el.getAttribute('style') ?? '').matchAll(/url\(([^)]*)\)/g)].map((m) => m[1] ?? ''),
  );
  return [...attrs, ...styles];
}

describe('video links', () => {
  it('play YouTube through its no-cookie host and Vimeo with do-not-track', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0';
    expect(videoSource(YT)).toEqual({ kind: 'embed', src: embed });
    expect(videoSource('https://youtu.be/aqz-KE-bpKQ?t=3')).toEqual({ kind: 'embed', src: embed });
    expect(videoSource('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toEqual({ kind: 'embed', src: embed });
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
  });

  it('play a video file as itself and refuse anything else', () => {
    expect(videoSource('https://cdn.example.com/a/promo.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a/promo.mp4',
    });
    expect(videoSource('https://example.com/page')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoSource('https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
  });
});

describe('the video block', () => {
  it('makes no request before the click: no iframe and no src, only a named play button', () => {
    const { container } = render(<Video url={YT} title="Our story" lang="en" preview={false} />);
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(fetchedUrls(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Play video: Our story' })).toBeTruthy();
  });

  it('creates the youtube-nocookie player, titled, when play is pressed', () => {
    const { container } = render(<Video url={YT} title="Our story" lang="en" preview={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our story' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
    expect(frame?.getAttribute('title')).toBe('Our story');
  });

  it('keeps the placeholder in the builder preview even when clicked', () => {
    const { container } = render(<Video url={YT} title="" lang="en" preview />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('draws nothing for a link no player can play', () => {
    const { container } = render(<Video url="https://example.com/page" title="" lang="en" preview={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows in a pop-up as a play button, fetching nothing until pressed', async () => {
    const { container } = render(
      <Popup
        design={makeDesign({ screens: { main: [{ kind: 'video', url: YT, title: 'Tour' }] } })}
        lang="en"
        isMobile={false}
      />,
    );
    const play = await screen.findByRole('button', { name: 'Play video: Tour' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(fetchedUrls(container)).toEqual([]);
    fireEvent.click(play);
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
  });
});
