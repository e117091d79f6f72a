/**
 * The site pages' owner API calls (/api/owner/site/pages and the site's menu): each query's key and
 * fetcher from `pageQueries`, and the writes. A write answers with the page as it now is, which replaces
 * the cached copy instead of a refetch.
 */
import type {
  EditorPage,
  MenuEntry,
  MenuEntryUpdate,
  PageVersion,
  EditorPageWithDocument as PageWithDocument,
  SiteMenu,
} from '@beckon/owner-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';
import type { PageDocument } from './document-data.js';

/** A page with its document as the editor reads it. */
export type EditorPageWithDocument = PageWithDocument<PageDocument>;

const BASE = '/api/owner/site/pages';
const MENU = '/api/owner/site/menu';

export const pageQueries = {
  list: () =>
    queryOptions({
      queryKey: ['site-pages'],
      queryFn: async () => (await api<{ pages: EditorPage[] }>('GET', BASE)).pages,
    }),
  page: (pageId: number) =>
    queryOptions({
      queryKey: ['site-pages', pageId],
      queryFn: () => api<EditorPageWithDocument>('GET', `${BASE}/${pageId}`),
      // The editor holds its own copy while open: a refetch must not replace what is being edited.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  versions: (pageId: number) =>
    queryOptions({
      queryKey: ['site-pages', pageId, 'versions'],
      queryFn: async () => (await api<{ versions: PageVersion[] }>('GET', `${BASE}/${pageId}/versions`)).versions,
    }),
  /** The site's main menu: the theme's entries and those added for pages. */
  menu: () => queryOptions({ queryKey: ['site-menu'], queryFn: () => api<SiteMenu>('GET', MENU) }),
};

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
      client.setQueryData(pageQueries.page(page.page_id).queryKey, page);
      return Promise.all([
        client.invalidateQueries({ queryKey: pageQueries.list().queryKey, exact: true }),
        client.invalidateQueries({ queryKey: pageQueries.menu().queryKey }),
      ]);
    },
  });
}

/** A write to a page; a draft may be the editor's autosave, which replaces the previous autosave in the history. */
export type Write =
  | { action: 'draft' | 'publish'; version: number; title: string; document: PageDocument; autosave?: boolean }
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
            ...(w.action === 'draft' && w.autosave ? { autosave: true } : {}),
          }),
    onSuccess: (page) => {
      client.setQueryData(pageQueries.page(pageId).queryKey, page);
      return Promise.all([
        client.invalidateQueries({ queryKey: pageQueries.versions(pageId).queryKey }),
        client.invalidateQueries({ queryKey: pageQueries.list().queryKey, exact: true }),
      ]);
    },
  });
}

/** Drops the editor's copy so the next open reads the page as the server has it now. */
export function useReloadPage(pageId: number) {
  const client = useQueryClient();
  return () => client.resetQueries({ queryKey: pageQueries.page(pageId).queryKey, exact: true });
}

export type MenuChange = { pageId: number; remove: true } | { pageId: number; remove?: false; update: MenuEntryUpdate };

/** Renames, moves or removes a page's menu entry; the menu is read again afterwards, whatever the answer. */
export function useChangeMenuEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: MenuChange): Promise<void> => {
      if (c.remove) await api<void>('DELETE', `${MENU}/${c.pageId}`);
      else await api<MenuEntry>('PUT', `${MENU}/${c.pageId}`, c.update);
    },
    onSettled: () => client.invalidateQueries({ queryKey: pageQueries.menu().queryKey }),
  });
}
