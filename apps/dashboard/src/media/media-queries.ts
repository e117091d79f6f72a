/**
 * The media library's owner API calls (server: plugins/media/media-owner-routes.ts), shared by the Media
 * screen and the MediaPicker: one cached list (`mediaQueries.images`), refreshed after every upload, alt
 * edit and delete, and the images the site's pages show (`mediaQueries.siteImages`), which say where each
 * image is used.
 */
import type { SiteImage } from '@beckon/owner-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, postForm } from '../api/client.js';

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

/** What a site image gives an image setting; its size is read by the editor from the file when it matters. */
export function pickedFromSite(image: SiteImage): PickedImage {
  return { url: image.src, alt: image.alt, width: 0, height: 0 };
}

export const mediaQueries = {
  images: () =>
    queryOptions({
      queryKey: ['media'],
      queryFn: async () => (await api<{ images: MediaImage[] }>('GET', '/api/owner/media')).images,
    }),
  siteImages: () =>
    queryOptions({
      queryKey: ['media', 'site'],
      queryFn: async () => (await api<{ images: SiteImage[] }>('GET', '/api/owner/site/images')).images,
    }),
};

/** Refreshes the library and the site's images (both under the `media` key). */
export function useMediaChanged(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['media'] });
}

function useMediaWrite<V, R>(fn: (vars: V) => Promise<R>) {
  const changed = useMediaChanged();
  return useMutation({ mutationFn: fn, onSuccess: changed });
}

/** Uploads one image, reporting the share of its bytes sent. */
export async function uploadImage(
  input: { file: File; alt: string; decorative: boolean },
  onProgress: (sent: number) => void,
): Promise<MediaImage> {
  const form = new FormData();
  form.append('alt', input.alt);
  form.append('decorative', input.decorative ? 'true' : 'false');
  form.append('file', input.file);
  return (await postForm<{ image: MediaImage; created: boolean }>('/api/owner/media', form, onProgress)).image;
}

export const useUpdateAlt = () =>
  useMediaWrite(({ id, alt, decorative }: { id: string; alt: string; decorative: boolean }) =>
    api<{ image: MediaImage }>('PUT', `/api/owner/media/${id}`, { alt, decorative }),
  );

export const useDeleteImage = () => useMediaWrite((id: string) => api<void>('DELETE', `/api/owner/media/${id}`));
