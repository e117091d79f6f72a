/**
 * Posts grid with load more (§3, §4, §7 call 4): the first page is in the
 * server HTML; "load more" on click, or infinite scroll when the anchor
 * comes into view, fetches the next page from the server and appends it
 * (idle → loading → idle), keeping data-page / data-next-page / data-max-page
 * current; at the last page the end state is shown. Focus moves to the first
 * new post after a click so keyboard users carry on from there.
 */
import { useEffect, useRef, useState } from 'react';
import type { PostCard as Post } from '../../render/context.js';
import type { IslandBaseProps } from '../../render/island.js';
import { PostCard } from './card.js';
import { isPostsPage, nextPageUrl } from './pages.js';

export interface PostsProps extends IslandBaseProps {
  id: string;
  posts: Post[];
  perPage: number;
  maxPage: number;
  skin: 'classic' | 'cards' | 'full_content';
  pagination: 'none' | 'load_more_on_click' | 'load_more_infinite_scroll';
  loadMoreLabel: string;
  endLabel: string;
  showImage: boolean;
  showExcerpt: boolean;
  showDate: boolean;
  /** Cards in columns, each at its own height, instead of rows. */
  masonry: boolean;
  /** What shows while the next page loads. */
  spinner: 'circle' | 'dots' | 'none';
}

/** The load-more wait mark: a turning circle or three pulsing dots beside "Cargando…", or the words alone. */
function Loading({ spinner }: { spinner: PostsProps['spinner'] }) {
  return (
    <>
      {spinner === 'none' ? null : <span className={`posts-spin posts-spin--${spinner}`} aria-hidden="true" />}
      Cargando…
    </>
  );
}

export function Posts(p: PostsProps) {
  const [posts, setPosts] = useState(p.posts);
  const [page, setPage] = useState(1);
  const [next, setNext] = useState(nextPageUrl(1, p.maxPage, p.perPage, p.skin === 'full_content'));
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // Where each loaded page starts in `posts`: masonry lays each page out in its own columns (see below).
  const [pageStarts, setPageStarts] = useState<number[]>([0]);
  const anchor = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  const load = async (byClick: boolean) => {
    if (!next || state === 'loading' || p.editing) return;
    setState('loading');
    try {
      const r = await fetch(next, { headers: { accept: 'application/json' } });
      const body: unknown = await r.json();
      if (!r.ok || !isPostsPage(body)) throw new Error(`posts page: HTTP ${r.status}`);
      if (byClick) focusFrom.current = posts.length;
      setPageStarts((starts) => [...starts, posts.length]);
      setPosts((old) => [...old, ...body.items.filter((n) => !old.some((o) => o.id === n.id))]);
      setPage(body.page);
      setNext(body.nextPage);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the appended posts are in the DOM
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.post-card-title a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [posts]);

  useEffect(() => {
    if (p.pagination !== 'load_more_infinite_scroll' || !next || p.editing || state !== 'idle') return;
    const el = anchor.current;
    if (!el) return;
    const io = new IntersectionObserver(([e]) => {
      if (e?.isIntersecting) void load(false);
    });
    io.observe(el);
    return () => io.disconnect();
  });

  const ended = next === null;
  const card = (post: Post) => (
    <PostCard
      key={post.id}
      post={post}
      skin={p.skin}
      showImage={p.showImage}
      showExcerpt={p.showExcerpt}
      showDate={p.showDate}
    />
  );
  return (
    <div
      className="posts"
      data-page={page}
      data-max-page={p.maxPage}
      data-next-page={next ?? undefined}
      aria-busy={state === 'loading'}
    >
      {p.masonry ? (
        // CSS columns balance their cards again whenever one is added, moving the cards already read; each
        // loaded page gets its own columns below the last, so loading more never moves what is shown.
        <div className="posts-masonry" ref={list}>
          {pageStarts.map((start, i) => (
            <div className="posts-grid posts-grid--masonry" key={start}>
              {posts.slice(start, pageStarts[i + 1] ?? posts.length).map(card)}
            </div>
          ))}
        </div>
      ) : (
        <div className="posts-grid" ref={list}>
          {posts.map(card)}
        </div>
      )}
      {p.pagination !== 'none' ? (
        <div className="posts-more" ref={anchor}>
          {!ended && p.pagination === 'load_more_on_click' ? (
            <button type="button" className="btn" disabled={state === 'loading'} onClick={() => void load(true)}>
              {state === 'loading' ? <Loading spinner={p.spinner} /> : p.loadMoreLabel}
            </button>
          ) : null}
          {!ended && p.pagination === 'load_more_infinite_scroll' && state === 'loading' ? (
            <span className="posts-spinner">
              <Loading spinner={p.spinner} />
            </span>
          ) : null}
          <p className="posts-status" role="status">
            {ended && page > 1
              ? p.endLabel
              : state === 'error'
                ? 'No se han podido cargar más artículos. Inténtelo de nuevo.'
                : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
