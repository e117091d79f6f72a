/**
 * The pages the page-editor tests and bench work on: one section holding one
 * column of widgets (the shape of a page made in the editor) with the fixed
 * node ids the tests look for, and, for a browser context, the demo owner's
 * sign-in and a page created and saved through the owner API as the
 * dashboard does it. No test-runner imports: the bench uses it too.
 */
import type { PageNode, RootSettings } from '@beckon/page-widgets/document/schema.js';
import type { APIRequestContext } from 'playwright-core';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';

const PAGES = '/api/owner/site/pages';

/** A page document as the owner API takes it: root settings left out fall back to their defaults. */
export interface EditorDocument {
  schemaVersion: 1;
  root: { settings: Partial<RootSettings> };
  content: PageNode[];
}

/** Section `sec-1` → column `col-1` → `widgets`. */
export function oneColumnDocument(widgets: PageNode[]): EditorDocument {
  return {
    schemaVersion: 1,
    root: { settings: {} },
    content: [
      {
        id: 'sec-1',
        type: 'section',
        settings: {},
        children: [{ id: 'col-1', type: 'column', settings: {}, children: widgets }],
      },
    ],
  };
}

/** Heading `head-1`: an h1 unless `settings` says otherwise. */
export const heading = (text: string, settings: Record<string, unknown> = {}): PageNode => ({
  id: 'head-1',
  type: 'heading',
  settings: { text, level: 'h1', ...settings },
});

/** Countdown `cd-1`: a widget whose island the page loads. */
export const countdown = (settings: Record<string, unknown>): PageNode => ({ id: 'cd-1', type: 'countdown', settings });

/** Signs the demo owner in through a browser context's request client (the context shares its cookie); returns the CSRF header. */
export async function signInDemoOwner(api: APIRequestContext): Promise<Record<string, string>> {
  const res = await api.post('/api/owner/sign-in', {
    data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD },
  });
  if (res.status() !== 200) throw new Error(`the demo owner's sign-in answered ${res.status()}`);
  return { 'x-csrf-token': ((await res.json()) as { csrf_token: string }).csrf_token };
}

/** Creates the page `/{slug}/` and saves `document` as its version 1, published or as a draft; returns its id. */
export async function createEditorPage(
  api: APIRequestContext,
  headers: Record<string, string>,
  page: { slug: string; title: string; document: EditorDocument; save: 'publish' | 'draft' },
): Promise<number> {
  const created = await api.post(PAGES, { headers, data: { slug: page.slug, title: page.title } });
  if (created.status() !== 201) throw new Error(`creating /${page.slug}/ answered ${created.status()}`);
  const pageId = ((await created.json()) as { page_id: number }).page_id;
  const data = { version: 1, title: page.title, document: page.document };
  const saved =
    page.save === 'publish'
      ? await api.post(`${PAGES}/${pageId}/publish`, { headers, data })
      : await api.put(`${PAGES}/${pageId}/draft`, { headers, data });
  if (saved.status() !== 200) throw new Error(`saving /${page.slug}/ (${page.save}) answered ${saved.status()}`);
  return pageId;
}
