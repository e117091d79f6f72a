/**
 * Portfolio (§3, §4): items with filter buttons (all, or one filter class);
 * a filter change rearranges the grid in 450 ms (§9) by animating each item
 * from its old place to its new one (FLIP), with no animation for visitors
 * who ask for reduced motion.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { PostCard as Post } from '../../render/context.js';
import type { IslandBaseProps } from '../../render/island.js';

export const REARRANGE_MS = 450;

export interface PortfolioProps extends IslandBaseProps {
  items: Post[];
  filters: { id: string; label: string }[];
  allLabel: string;
}

export function Portfolio(p: PortfolioProps) {
  const [filter, setFilter] = useState('all');
  const grid = useRef<HTMLUListElement>(null);
  const before = useRef<Map<string, DOMRect> | null>(null);

  const positions = () => {
    const m = new Map<string, DOMRect>();
    for (const li of grid.current?.querySelectorAll<HTMLElement>('li:not([hidden])') ?? [])
      m.set(li.dataset.id ?? '', li.getBoundingClientRect());
    return m;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each filter change, when the new layout is in the DOM
  useLayoutEffect(() => {
    const old = before.current;
    before.current = null;
    if (!old || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const li of grid.current?.querySelectorAll<HTMLElement>('li:not([hidden])') ?? []) {
      const from = old.get(li.dataset.id ?? '');
      const to = li.getBoundingClientRect();
      const frames = from
        ? [{ transform: `translate(${from.left - to.left}px, ${from.top - to.top}px)` }, { transform: 'none' }]
        : [
            { opacity: 0, transform: 'scale(.9)' },
            { opacity: 1, transform: 'none' },
          ];
      li.animate(frames, { duration: REARRANGE_MS, easing: 'ease-in-out' });
    }
  }, [filter]);

  const choose = (id: string) => {
    if (id === filter) return;
    if (!p.editing) before.current = positions();
    setFilter(id);
  };
  return (
    <div className="pf">
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons (APG); a fieldset would need a visible legend */}
      <div className="gal-filters" role="group" aria-label="Filtrar artículos por tema">
        {[{ id: 'all', label: p.allLabel }, ...p.filters].map((f) => (
          <button
            key={f.id}
            type="button"
            className="gal-filter"
            aria-pressed={filter === f.id}
            onClick={() => choose(f.id)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <ul className="pf-grid" ref={grid}>
        {p.items.map((item) => (
          <li
            key={item.id}
            data-id={String(item.id)}
            data-filter={item.tags.join(' ')}
            hidden={filter !== 'all' && !item.tags.includes(filter)}
          >
            <a href={item.path} className="pf-item">
              {item.image ? <img src={item.image} alt="" width={1200} height={800} loading="lazy" /> : null}
              <span className="pf-title">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
