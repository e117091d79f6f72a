/**
 * What every widget may read while rendering: whether the editor is showing
 * the page (§6: no autoplay, no pop-ups, no triggers there), the page's own
 * data (share buttons, TOC), and the collectors the page shell reads after
 * the render (islands used, per-instance CSS).
 */

import { createContext, useContext } from 'react';
import type { ResolvedDocument } from '../document/schema.js';
import type { ProductView } from '../shop/views.js';
import type { PostBlock } from '../widgets/posts/full-content.js';

export interface PageInfo {
  id: number;
  title: string;
  excerpt: string;
  /** Absolute path of the page, e.g. `/dermatitis-atopica/`. */
  path: string;
  /** Absolute URL of the page (share buttons). */
  url: string;
  featuredImage: string | null;
}

/** A published post as lists and grids show it. */
export interface PostCard {
  id: number;
  title: string;
  excerpt: string;
  path: string;
  image: string | null;
  /** ISO date of publication. */
  date: string;
  tags: string[];
  /** The post's whole text, for the full-content skin (given when the server was asked for it). */
  content?: PostBlock[];
}

/** Data the server resolves before rendering (a render is synchronous and never queries). */
export interface SiteData {
  /** The newest published posts (at most 12) and how many there are in all. */
  recentPosts: PostCard[];
  totalPosts: number;
  /** The published products, loaded only for pages with a loop widget over products (documentListsProducts). */
  products?: ProductView[];
  /** The `?page=N` of the visit (1 when absent): a loop grid with numbered pagination shows that page. */
  pageNumber?: number;
  /** The server's Google reCAPTCHA v3 site key when configured: forms use it instead of ALTCHA. */
  recaptchaSiteKey?: string;
}

export interface RenderCollector {
  islands: Set<string>;
  css: string[];
  widgetTypes: Set<string>;
}

export interface RenderContextValue {
  editing: boolean;
  page: PageInfo;
  /** The whole document (the table of contents lists its headings). */
  doc: ResolvedDocument;
  /** Where the islands' files and images are served, e.g. `/site/assets`. */
  assetBase: string;
  data: SiteData;
  collector: RenderCollector;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const ctx = useContext(RenderContext);
  if (!ctx) throw new Error('a widget rendered outside <RenderContext.Provider>');
  return ctx;
}

export function newCollector(): RenderCollector {
  return { islands: new Set(), css: [], widgetTypes: new Set() };
}
