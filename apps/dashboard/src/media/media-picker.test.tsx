// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPicker } from './media-picker.js';
import type { MediaImage } from './media-queries.js';
import { uploadProblems } from './upload-form.js';

const url = (w: number) => `/site/media/de30c1e0a1b2c/0123456789abcdef0123456789abcdef-${w}.webp`;
const IMAGE: MediaImage = {
  id: '0123456789abcdef0123456789abcdef',
  name: 'sala.jpg',
  alt: 'Sala de espera',
  decorative: false,
  width: 2400,
  height: 1600,
  mime_type: 'image/jpeg',
  size_bytes: 400_000,
  created_at: '2026-11-24T08:00:00Z',
  url: url(1600),
  srcset: `${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1600w`,
  variants: [
    { width: 480, height: 320, url: url(480) },
    { width: 960, height: 640, url: url(960) },
    { width: 1600, height: 1067, url: url(1600) },
  ],
};

function renderPicker(onPick: (image: unknown) => void, fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MediaPicker onPick={onPick} selectedUrl={url(960)} />
    </QueryClientProvider>,
  );
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MediaPicker', () => {
  it("lists the account's images as buttons named by their alt text and returns the chosen URL, alt and size", async () => {
    const onPick = vi.fn();
    renderPicker(
      onPick,
      vi.fn(async () => answer({ images: [IMAGE] })),
    );
    const button = await screen.findByRole('button', { name: 'Sala de espera' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith({ url: url(1600), alt: 'Sala de espera', width: 1600, height: 1067 });
  });

  it('refuses an upload without alt text before sending it, and picks a new upload at once', async () => {
    const onPick = vi.fn();
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer({ image: { ...IMAGE, alt: 'Consulta' }, created: true }, 201)
        : answer({ images: [] }),
    );
    renderPicker(onPick, fetchMock);
    await screen.findByText(/No images yet/);
    fireEvent.click(screen.getByText('Upload a new image'));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'consulta.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Image file/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Describe the image, or mark it decorative/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Consulta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ url: url(1600), alt: 'Consulta' })),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = post?.[1]?.body as FormData;
    expect([sent.get('alt'), sent.get('decorative'), (sent.get('file') as File).name]).toEqual([
      'Consulta',
      'false',
      'consulta.jpg',
    ]);
  });
});

describe('uploadProblems', () => {
  it('asks for a file, a file within 8 MB, and alt text unless decorative', () => {
    expect(uploadProblems(null, 'x', false).file).toBe('Choose an image file.');
    expect(uploadProblems({ size: 8 * 1024 * 1024 + 1 }, 'x', false).file).toContain('8 MB');
    expect(uploadProblems({ size: 10 }, '  ', false).alt).toContain('Describe the image');
    expect(uploadProblems({ size: 10 }, '', true)).toEqual({});
  });
});
