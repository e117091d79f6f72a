/**
 * The demo site's content, seeded on first start: the home page, post 228
 * (atopic dermatitis) and the posts that fill the posts grid. Idempotent:
 * pages already present are left as they are (an editor's changes survive a
 * restart). Every document goes through savePage, so it is validated.
 */
import type { Db } from '@beckon/db';
import { CITA_DOCUMENT, CITA_META, CITA_PAGE } from './content/cita.js';
import { HOME_DOCUMENT, HOME_META } from './content/home.js';
import { POST_228_DOCUMENT, POST_228_META } from './content/post-228.js';
import { OTHER_POSTS, postDocument } from './content/posts.js';
import { listPageIds, type PageInput, savePage } from './page-repository.js';
import { HOME_PAGE_ID, POST_228, SITE_ACCOUNT_ID } from './site-config.js';

export function sitePages(accountId = SITE_ACCOUNT_ID): PageInput[] {
  return [
    {
      accountId,
      pageId: HOME_PAGE_ID,
      kind: 'page',
      slug: '',
      title: HOME_META.title,
      excerpt: HOME_META.excerpt,
      featuredImage: null,
      document: HOME_DOCUMENT,
    },
    {
      accountId,
      pageId: POST_228.id,
      kind: 'post',
      slug: POST_228.slug,
      title: POST_228_META.title,
      excerpt: POST_228_META.excerpt,
      featuredImage: POST_228_META.featuredImage,
      tags: POST_228_META.tags,
      document: POST_228_DOCUMENT,
      publishedAt: '2025-06-10T09:00:00Z',
    },
    {
      accountId,
      pageId: CITA_PAGE.id,
      kind: 'page',
      slug: CITA_PAGE.slug,
      title: CITA_META.title,
      excerpt: CITA_META.excerpt,
      featuredImage: null,
      document: CITA_DOCUMENT,
    },
    ...OTHER_POSTS.map(
      (post): PageInput => ({
        accountId,
        pageId: post.id,
        kind: 'post',
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        featuredImage: post.image,
        tags: post.tags,
        document: postDocument(post),
        publishedAt: post.publishedAt,
      }),
    ),
  ];
}

/** Inserts the pages that are missing; returns how many it inserted. */
export async function seedSite(db: Db, accountId = SITE_ACCOUNT_ID): Promise<number> {
  const present = new Set(await listPageIds(db, accountId));
  let inserted = 0;
  for (const page of sitePages(accountId)) {
    if (present.has(page.pageId)) continue;
    await savePage(db, page);
    inserted++;
  }
  return inserted;
}
