/**
 * The page editor's calls to the owner API (/api/owner/site/pages, issue 14)
 * as TanStack Query hooks. Writes answer with the page as it now is, which
 * replaces the cached copy instead of a refetch.
 */
import type { EditorPage, PageVersion, EditorPageWithDocument as PageWithDocument } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';
import type { PageDocument } from './document-data.js';
import { menuKey } from './site-menu-section.js';

/** A page with its document as the editor reads it. */
export type EditorPageWithDocument = PageWithDocument<PageDocument>;

const BASE = '/api/owner/site/pages';
const keys = {
  pages: ['site-pages'] as const,
  page: (id: number) => ['site-pages', id] as const,
  versions: (id: number) => ['site-pages', id, 'versions'] as const,
};

export function usePages() {
  return useQuery({
    queryKey: keys.pages,
    queryFn: async () => (await api<{ pages: EditorPage[] }>('GET', BASE)).pages,
  });
}

export function usePage(pageId: number) {
  return useQuery({
    queryKey: keys.page(pageId),
    queryFn: () => api<EditorPageWithDocument>('GET', `${BASE}/${pageId}`),
    // The editor holds its own copy while open: a refetch must not replace what is being edited.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVersions(pageId: number) {
  return useQuery({
    queryKey: keys.versions(pageId),
    queryFn: async () => (await api<{ versions: PageVersion[] }>('GET', `${BASE}/${pageId}/versions`)).versions,
  });
}

export function useCreatePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      slug: string;
      title: string;
      kind: 'page' | 'post';
      /** An entry in the site's main menu, shown once the page is published (0 puts it first). */
      menu?: { label: string; position: number };
    }) => api<EditorPageWithDocument>('POST', BASE, body),
    onSuccess: (page) => {
      client.setQueryData(keys.page(page.page_id), page);
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.pages, exact: true }),
        client.invalidateQueries({ queryKey: menuKey }),
      ]);
    },
  });
}

type Write =
  | { action: 'draft' | 'publish'; version: number; title: string; document: PageDocument }
  | { action: 'restore'; version: number; restore: number };

/** Save a draft, publish, or restore an earlier version: each based on `version`, refused with 409 when stale. */
export function useWritePage(pageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: Write) =>
      w.action === 'restore'
        ? api<EditorPageWithDocument>('POST', `${BASE}/${pageId}/versions/${w.restore}/restore`, { version: w.version })
        : api<EditorPageWithDocument>(w.action === 'draft' ? 'PUT' : 'POST', `${BASE}/${pageId}/${w.action}`, {
            version: w.version,
            title: w.title,
            document: w.document,
          }),
    onSuccess: (page) => {
      client.setQueryData(keys.page(pageId), page);
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.versions(pageId) }),
        client.invalidateQueries({ queryKey: keys.pages, exact: true }),
      ]);
    },
  });
}

/** Drops the editor's copy so the next open reads the page as the server has it now. */
export function useReloadPage(pageId: number) {
  const client = useQueryClient();
  return () => client.resetQueries({ queryKey: keys.page(pageId), exact: true });
}
