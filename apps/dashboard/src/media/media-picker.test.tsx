// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPicker } from './media-picker.js';
import type { MediaImage } from './media-queries.js';
import { deleteQuestion } from './media-screen.js';
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
  // The site's own images: none here, unless a test says otherwise.
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    path === '/api/owner/site/images' ? answer({ images: [] }) : fetchMock(path, init),
  );
  // jsdom has no object URLs; the upload list only uses them for thumbnails.
  URL.createObjectURL ??= () => 'blob:thumbnail';
  URL.revokeObjectURL ??= () => undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MediaPicker onPick={onPick} selectedUrl={url(960)} />
    </QueryClientProvider>,
  );
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Uploads go through XMLHttpRequest (for their progress): this one keeps each body and answers as told. */
class FakeUpload {
  static sent: { path: string; body: FormData }[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private path = '';
  open(_method: string, path: string) {
    this.path = path;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeUpload.sent.push({ path: this.path, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeUpload.answer.status;
    this.responseText = JSON.stringify(FakeUpload.answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

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
    const fetchMock = vi.fn(async () => answer({ images: [] }));
    FakeUpload.sent = [];
    FakeUpload.answer = { status: 201, body: { image: { ...IMAGE, alt: 'Consulta' }, created: true } };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderPicker(onPick, fetchMock);
    await screen.findByText(/No images yet/);
    fireEvent.click(screen.getByText('Upload a new image'));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'consulta.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Image file/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Describe the image, or mark it decorative/)).toBeTruthy();
    expect(FakeUpload.sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Consulta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ url: url(1600), alt: 'Consulta' })),
    );
    const [post] = FakeUpload.sent;
    expect(post?.path).toBe('/api/owner/media');
    const sent = post?.body as FormData;
    expect([sent.get('alt'), sent.get('decorative'), (sent.get('file') as File).name]).toEqual([
      'Consulta',
      'false',
      'consulta.jpg',
    ]);
  });
});

describe("MediaPicker's images from the site", () => {
  it("lists the theme's images the pages show, and picks one by its address", async () => {
    const onPick = vi.fn();
    const theme = {
      src: '/site/assets/img/clinica.svg',
      alt: 'La clínica',
      media_id: null,
      pages: [{ page_id: 1, title: 'Inicio', path: '/' }],
    };
    const library = { ...theme, src: url(960), media_id: IMAGE.id };
    vi.stubGlobal('fetch', (path: string) =>
      answer(path === '/api/owner/site/images' ? { images: [theme, library] } : { images: [IMAGE] }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MediaPicker onPick={onPick} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'La clínica' }));
    expect(onPick).toHaveBeenCalledWith({
      url: '/site/assets/img/clinica.svg',
      alt: 'La clínica',
      width: 0,
      height: 0,
    });
    // A library image the pages show is listed once, with the library's.
    expect(screen.getAllByRole('button', { name: 'Sala de espera' })).toHaveLength(1);
  });
});

describe('deleteQuestion', () => {
  it('names the pages that still show the image, or says none does', () => {
    expect(deleteQuestion('sala.jpg', [])).toBe('Delete “sala.jpg”? No page shows it.');
    expect(
      deleteQuestion('sala.jpg', [
        { page_id: 1, title: 'Inicio', path: '/' },
        { page_id: 2, title: 'Cita', path: '/cita/' },
      ]),
    ).toBe(
      'Delete “sala.jpg”? These 2 pages show it: “Inicio” (/), “Cita” (/cita/). They will show a broken image until you change them.',
    );
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
