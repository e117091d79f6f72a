/**
 * Table of contents (§3, §4). Its items are in the server HTML (computed from
 * the document); the island rescans the container for the configured tags
 * minus the exclude selector, follows scrolling (suppressed 2 s after a
 * click), collapses and expands with its two buttons (Enter/Space: native
 * buttons), and minimizes per breakpoint. Before the island runs, CSS gives
 * the minimized look on those devices, so hydrating shifts no layout.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { deviceForWidth } from '../../responsive.js';
import {
  activeIndex,
  buildTree,
  flatTree,
  isMinimized,
  type MinimizedOn,
  ScrollTracking,
  type TocEntry,
  type TocNode,
} from './tree.js';

export interface TocProps extends IslandBaseProps {
  id: string;
  title: string;
  entries: TocEntry[];
  tags: string[];
  excludeSelector: string;
  container: string;
  markerView: 'numbers' | 'bullets';
  hierarchical: boolean;
  collapseSubitems: boolean;
  minimizeBox: boolean;
  minimizedOn: MinimizedOn;
  noHeadingsText: string;
}

function scan(p: TocProps): TocEntry[] {
  const root = document.querySelector(p.container) ?? document.body;
  const found = [...root.querySelectorAll<HTMLElement>(p.tags.join(','))].filter((h) => {
    if (h.closest('.w-toc, [data-toc-skip]')) return false;
    try {
      return !(p.excludeSelector && h.matches(p.excludeSelector));
    } catch {
      return true; // an invalid selector excludes nothing
    }
  });
  return found.map((h, i) => {
    if (!h.id) h.id = `${p.id}-heading-${i}`;
    return { level: Number(h.tagName.slice(1)), text: h.textContent?.trim() ?? '', id: h.id };
  });
}

function containsId(node: TocNode, id: string | null): boolean {
  return node.entry.id === id || node.children.some((c) => containsId(c, id));
}

export function TableOfContents(p: TocProps) {
  const [entries, setEntries] = useState(p.entries);
  const [live, setLive] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const [active, setActive] = useState<string | null>(null);
  const tracking = useRef(new ScrollTracking());
  const expandBtn = useRef<HTMLButtonElement>(null);
  const collapseBtn = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!p.editing) setEntries(scan(p));
    let device = deviceForWidth(window.innerWidth);
    setExpanded(!isMinimized(p.minimizedOn, device));
    setLive(true);
    const onResize = () => {
      const now = deviceForWidth(window.innerWidth);
      if (now === device) return;
      device = now;
      setExpanded(!isMinimized(p.minimizedOn, now));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [p]);

  useEffect(() => {
    if (p.editing || entries.length === 0) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!tracking.current.allowed(Date.now())) return;
        const tops = entries.map(
          (e) => document.getElementById(e.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
        );
        const i = activeIndex(tops, window.innerHeight * 0.3);
        setActive(i >= 0 ? (entries[i]?.id ?? null) : null);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [entries, p.editing]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (expanded ? collapseBtn : expandBtn).current?.focus();
  }, [expanded]);

  const tree = useMemo(() => (p.hierarchical ? buildTree(entries) : flatTree(entries)), [entries, p.hierarchical]);
  const List = p.markerView === 'numbers' ? 'ol' : 'ul';
  const bodyId = `${p.id}-toc-body`;
  const renderNodes = (nodes: TocNode[], depth: number) => (
    <List className={`toc-list toc-depth-${depth}`}>
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a
            href={`#${n.entry.id}`}
            className={active === n.entry.id ? 'toc-item is-active' : 'toc-item'}
            aria-current={active === n.entry.id ? 'location' : undefined}
            onClick={() => {
              tracking.current.clicked(Date.now());
              setActive(n.entry.id);
            }}
          >
            {n.entry.text}
          </a>
          {n.children.length > 0 && (!p.collapseSubitems || containsId(n, active))
            ? renderNodes(n.children, depth + 1)
            : null}
        </li>
      ))}
    </List>
  );
  const toggle = (open: boolean) => {
    moveFocus.current = true;
    setExpanded(open);
  };
  return (
    <div className="toc" data-min={p.minimizedOn} data-live={live ? '' : undefined}>
      <div className="toc-head">
        <p className="toc-title">{p.title}</p>
        {p.minimizeBox ? (
          <>
            <button
              ref={collapseBtn}
              type="button"
              className="toc-btn toc-collapse"
              aria-expanded="true"
              aria-controls={bodyId}
              hidden={!expanded}
              onClick={() => toggle(false)}
            >
              <span className="sr-only">{`Contraer: ${p.title}`}</span>
              <span aria-hidden="true">▴</span>
            </button>
            <button
              ref={expandBtn}
              type="button"
              className="toc-btn toc-expand"
              aria-expanded="false"
              aria-controls={bodyId}
              hidden={expanded}
              onClick={() => toggle(true)}
            >
              <span className="sr-only">{`Desplegar: ${p.title}`}</span>
              <span aria-hidden="true">▾</span>
            </button>
          </>
        ) : null}
      </div>
      <div className="toc-body" id={bodyId} hidden={!expanded}>
        {tree.length > 0 ? renderNodes(tree, 0) : <p className="toc-empty">{p.noHeadingsText}</p>}
      </div>
    </div>
  );
}
