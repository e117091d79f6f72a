/**
 * The loop grid's list, and its "load more" island (§4 Load more: idle →
 * loading → idle, an end state at the last page). The grid is server HTML;
 * only a paginated grid hydrates, to reveal the next page of the items the
 * server resolved (they ride in the island's props). Focus moves to the
 * first new item so keyboard users carry on from there.
 */
import { type Ref, useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { LoopItemView } from './item.js';
import { type LoopItem, nextShown } from './items.js';

export function LoopList({ items, listRef }: { items: LoopItem[]; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul className="loop-grid" ref={listRef}>
      {items.map((item, i) => (
        <li key={item.key}>
          <LoopItemView item={item} lazy={i > 2} />
        </li>
      ))}
    </ul>
  );
}

export interface LoopGridProps extends IslandBaseProps {
  items: LoopItem[];
  perPage: number;
  loadMoreLabel: string;
}

export function LoopGrid(p: LoopGridProps) {
  const [shown, setShown] = useState(Math.min(p.perPage, p.items.length));
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the revealed items are in the DOM
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.loop-item-title a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  const ended = shown >= p.items.length;
  return (
    <>
      <LoopList items={p.items.slice(0, shown)} listRef={list} />
      <div className="loop-more">
        {ended ? null : (
          <button
            type="button"
            className="btn"
            onClick={() => {
              if (p.editing) return;
              focusFrom.current = shown;
              setShown(nextShown(shown, p.perPage, p.items.length));
            }}
          >
            {p.loadMoreLabel}
          </button>
        )}
        <p className="loop-status" role="status">
          {ended && shown > p.perPage ? 'No hay más elementos.' : ''}
        </p>
      </div>
    </>
  );
}
