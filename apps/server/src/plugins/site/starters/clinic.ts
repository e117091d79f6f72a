/** The clinic starter: the demo clinic's pages, theme and shop, as a template whose texts and images are replaced. */
import { CITA_DOCUMENT, CITA_META, CITA_PAGE } from '../content/cita.js';
import { HOME_DOCUMENT, HOME_META } from '../content/home.js';
import { POST_228_DOCUMENT, POST_228_META } from '../content/post-228.js';
import { OTHER_POSTS, postDocument } from '../content/posts.js';
import type { PageInput } from '../page-repository.js';
import { CLINIC_THEME, HOME_PAGE_ID, POST_228 } from '../site-config.js';
import type { SiteStarter } from './starter.js';

/** The clinic's pages: home, the booking form and the posts (post 228 on atopic dermatitis among them). */
export function clinicPages(accountId: string): PageInput[] {
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

export const CLINIC_STARTER: SiteStarter = {
  id: 'clinic',
  name: 'Clinic',
  description: 'A clinic’s website, to make your own: home, articles, a three-step booking form and a shop.',
  catalogue: true,
  theme: (siteName) => ({ ...CLINIC_THEME, name: siteName }),
  pages: (accountId) => clinicPages(accountId),
};
