/**
 * Load-more paging (§3 Posts, §4 Load more): the next page's address from
 * the page number, and whether the last page has been reached.
 */
import type { PostBlock } from './full-content.js';

export const POSTS_API = '/site/api/posts';

export function maxPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The next page's address; `content` asks for each post's whole text (the full-content skin). */
export function nextPageUrl(page: number, max: number, perPage: number, content = false): string | null {
  return page < max ? `${POSTS_API}?page=${page + 1}&per_page=${perPage}${content ? '&content=1' : ''}` : null;
}

/** The answer of GET /site/api/posts, checked before use (a proxy or an error page may answer instead). */
export interface PostsPage {
  page: number;
  maxPage: number;
  nextPage: string | null;
  items: {
    id: number;
    title: string;
    excerpt: string;
    path: string;
    image: string | null;
    date: string;
    tags: string[];
    content?: PostBlock[];
  }[];
}

export function isPostsPage(v: unknown): v is PostsPage {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.page === 'number' &&
    typeof o.maxPage === 'number' &&
    (o.nextPage === null || typeof o.nextPage === 'string') &&
    Array.isArray(o.items)
  );
}
