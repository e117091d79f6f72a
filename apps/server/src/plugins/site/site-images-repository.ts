/**
 * Each page's published document and its newer draft (the head, when it is a draft), so the images listed
 * are what visitors see and what the next Publish will show.
 */
import type { Queryable } from '@beckon/db';

export interface PageDocuments {
  page_id: number;
  slug: string;
  title: string;
  published: unknown;
  draft: unknown;
}

export async function listPageDocuments(db: Queryable, accountId: string): Promise<PageDocuments[]> {
  const { rows } = await db.query<PageDocuments>(
    `SELECT p.page_id, p.slug, p.title, p.document AS published, v.document AS draft
     FROM site_pages p
     LEFT JOIN LATERAL (
       SELECT document FROM site_page_versions
       WHERE account_id = p.account_id AND page_id = p.page_id AND version > p.version
       ORDER BY version DESC LIMIT 1
     ) v ON true
     WHERE p.account_id = $1
     ORDER BY p.kind, p.slug`,
    [accountId],
  );
  return rows.map((r) => ({ ...r, page_id: Number(r.page_id) }));
}
