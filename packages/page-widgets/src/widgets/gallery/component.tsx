/**
 * Gallery with tag filters (§3): filter buttons (aria-pressed) show all
 * items or one tag's; each image opens the lightbox on the lightbox group,
 * which a filter click sets 1000 ms later (§9) to the images then visible. Without JavaScript each image is a plain link to the file. The
 * editor shows the grid without opening the lightbox (§6).
 */
import { useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { ALL, type GalleryItem, groupToOpen, isShown, LIGHTBOX_GROUP_DELAY_MS } from './filter.js';
import { type CaptionSource, captionOf, ratioStyle } from './layout.js';
import { Lightbox } from './lightbox.js';

export interface GalleryProps extends IslandBaseProps {
  id: string;
  items: GalleryItem[];
  filters: { id: string; label: string }[];
  allLabel: string;
  lightbox: boolean;
  lazyload: boolean;
  pageUrl: string;
  layout: 'grid' | 'justified' | 'masonry';
  captionSource: CaptionSource;
  hoverAnimation: 'none' | 'grow' | 'shrink' | 'rotate' | 'grow-rotate';
  contentAnimation: 'none' | 'fade' | 'slide-up' | 'zoom';
}

export function Gallery(p: GalleryProps) {
  const [filter, setFilter] = useState(ALL);
  const [groupFilter, setGroupFilter] = useState(ALL);
  const [open, setOpen] = useState<number | null>(null);
  // The group is fixed when the lightbox opens: a group set while it is open applies to the next opening.
  const [group, setGroup] = useState<number[]>([]);
  const shown = useRef(ALL);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
    };
  }, []);
  const choose = (id: string) => {
    shown.current = id;
    setFilter(id);
    // Each click sets the group after the delay, to the filter in force by then (a later click wins).
    const t = setTimeout(() => {
      timers.current.delete(t);
      setGroupFilter(shown.current);
    }, LIGHTBOX_GROUP_DELAY_MS);
    timers.current.add(t);
  };
  const titles = [{ id: ALL, label: p.allLabel }, ...p.filters];
  return (
    <div className={`gal gal--${p.layout} gal--hover-${p.hoverAnimation} gal--content-${p.contentAnimation}`}>
      {p.filters.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons (APG); a fieldset would need a visible legend
        <div className="gal-filters" role="group" aria-label="Filtrar imágenes">
          {titles.map((t) => (
            <button
              key={t.id}
              type="button"
              className="gal-filter"
              aria-pressed={filter === t.id}
              onClick={() => choose(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="gal-grid">
        {p.items.map((item, i) => {
          const caption = captionOf(item, p.captionSource);
          return (
            <li
              key={item.src}
              hidden={!isShown(item, filter)}
              style={p.layout === 'grid' ? undefined : ratioStyle(item)}
            >
              <a
                href={item.src}
                className="gal-item"
                onClick={(e) => {
                  if (!p.lightbox) return;
                  e.preventDefault();
                  if (p.editing) return;
                  setGroup(groupToOpen(p.items, groupFilter, filter, i));
                  setOpen(i);
                }}
              >
                <img
                  src={item.src}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading={p.lazyload ? 'lazy' : 'eager'}
                />
                {caption ? (
                  // The alt already names the link; the same words shown again are not read twice.
                  <span className="gal-cap" aria-hidden={p.captionSource === 'alt' ? true : undefined}>
                    {caption}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Lightbox
          items={p.items}
          group={group}
          current={open}
          onChange={setOpen}
          onClose={() => setOpen(null)}
          pageUrl={p.pageUrl}
        />
      ) : null}
    </div>
  );
}
