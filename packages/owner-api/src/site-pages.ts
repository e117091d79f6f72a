/** The owner API of the page editor (/api/owner/site/pages): a page's head and its versions. */

export interface EditorPage {
  page_id: number;
  kind: 'page' | 'post';
  slug: string;
  path: string;
  title: string;
  published: boolean;
  /** The head: what the next save must name as its base. */
  version: number;
  /** The version visitors see (null while the page was never published). */
  published_version: number | null;
  /** True when the head is a draft newer than the published page. */
  has_draft: boolean;
  updated_at: string;
}

/** A page with the document of its head; the dashboard reads the document as its own page-widgets type. */
export interface EditorPageWithDocument<D = unknown> extends EditorPage {
  document: D;
}

export interface PageVersion {
  version: number;
  state: 'draft' | 'published';
  title: string;
  restored_from: number | null;
  saved_by: string | null;
  saved_at: string;
}
