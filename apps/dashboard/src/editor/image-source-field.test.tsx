// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { widgets } from '@beckon/page-widgets/registry.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsOf, settingsJsonSchema } from './settings-fields.js';

const LIBRARY_URL = '/site/media/de30c1e0a1b2c/0123456789abcdef0123456789abcdef-960.webp';
const IMAGE = {
  id: '0123456789abcdef0123456789abcdef',
  name: 'sala.jpg',
  alt: 'Sala de espera',
  decorative: false,
  width: 960,
  height: 640,
  mime_type: 'image/jpeg',
  size_bytes: 100_000,
  created_at: '2026-11-24T08:00:00Z',
  url: LIBRARY_URL,
  srcset: `${LIBRARY_URL} 960w`,
  variants: [{ width: 960, height: 640, url: LIBRARY_URL }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the editor's image address field", () => {
  it('lets the editor pick an image from the media library instead of typing its address', async () => {
    // The library holds one image; the site's pages show none of their own.
    vi.stubGlobal(
      'fetch',
      async (path: string) =>
        new Response(JSON.stringify({ images: path === '/api/owner/site/images' ? [] : [IMAGE] }), { status: 200 }),
    );
    const image = widgets.get('image');
    if (!image) throw new Error('no image widget');
    const field = fieldsOf(settingsJsonSchema(image.settings)).src;
    if (field?.type !== 'custom') throw new Error(`src is a ${field?.type} field, not the library picker`);
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rendered = field.render({
      value: '/site/assets/img/clinica.svg',
      onChange,
      field,
      name: 'src',
      id: 'src',
      readOnly: false,
    } as never) as ReactNode;
    render(<QueryClientProvider client={client}>{rendered}</QueryClientProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Choose from the library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sala de espera' }));
    expect(onChange).toHaveBeenCalledWith(LIBRARY_URL);
    expect(screen.queryByRole('region', { name: 'Media library' })).toBeNull();
  });
});
