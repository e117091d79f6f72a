/**
 * The media library's owner API calls (server: plugins/media/media-owner-routes.ts), shared by the Media
 * screen and the MediaPicker: one cached list (`mediaQueries.images`), refreshed after every upload, alt
 * edit and delete.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';

export interface MediaImage {
  id: string;
  name: string;
  alt: string;
  decorative: boolean;
  /** Of the original upload. */
  width: number;
  height: number;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  /** The largest generated size; `srcset` lists them all. */
  url: string;
  srcset: string;
  variants: { width: number; height: number; url: string }[];
}

/** What a picked image gives an image setting: the URL with the size it is served at, and its alt text. */
export interface PickedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export function pickedFrom(image: MediaImage): PickedImage {
  const largest = image.variants.at(-1);
  return {
    url: image.url,
    alt: image.decorative ? '' : image.alt,
    width: largest?.width ?? image.width,
    height: largest?.height ?? image.height,
  };
}

export const mediaQueries = {
  images: () =>
    queryOptions({
      queryKey: ['media'],
      queryFn: async () => (await api<{ images: MediaImage[] }>('GET', '/api/owner/media')).images,
    }),
};

function useMediaWrite<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: mediaQueries.images().queryKey }),
  });
}

export const useUploadImage = () =>
  useMediaWrite(async (input: { file: File; alt: string; decorative: boolean }) => {
    const form = new FormData();
    form.append('alt', input.alt);
    form.append('decorative', input.decorative ? 'true' : 'false');
    form.append('file', input.file);
    return (await api<{ image: MediaImage; created: boolean }>('POST', '/api/owner/media', form)).image;
  });

export const useUpdateAlt = () =>
  useMediaWrite(({ id, alt, decorative }: { id: string; alt: string; decorative: boolean }) =>
    api<{ image: MediaImage }>('PUT', `/api/owner/media/${id}`, { alt, decorative }),
  );

export const useDeleteImage = () => useMediaWrite((id: string) => api<void>('DELETE', `/api/owner/media/${id}`));
