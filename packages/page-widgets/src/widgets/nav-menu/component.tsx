/**
 * Nav menu and mega menu (§3, §4), the WAI-ARIA disclosure pattern: each
 * item with content is a button with aria-expanded controlling its panel;
 * one panel open at a time; a click on the open one closes it; Escape closes
 * and returns focus; a click outside closes. Hover mode opens after 250 ms
 * and closes 500 ms after leaving (§9); click mode in the editor, on touch,
 * mobile and tablet and in the dropdown layout. Panels are placed by
 * Floating UI below, or above only when they fit only there.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { deviceForWidth } from '../../responsive.js';
import { MENU_HIDE_DELAY_MS, MENU_SHOW_DELAY_MS, nextOpen, opensOnClick } from './mode.js';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuItemData {
  label: string;
  href?: string;
  links?: MenuLink[];
  /** Mega menu panels: a heading and a paragraph above the links. */
  heading?: string;
  text?: string;
}

export interface NavMenuProps extends IslandBaseProps {
  id: string;
  label: string;
  items: MenuItemData[];
  openOn: 'hover' | 'click';
  layout: 'horizontal' | 'dropdown';
  mega: boolean;
  contentWidth: 'fit_to_content' | 'full';
  position: 'left' | 'right' | 'centered';
}

function Panel({
  id,
  open,
  anchor,
  mega,
  full,
  position,
  children,
}: {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  mega: boolean;
  full: boolean;
  position: NavMenuProps['position'];
  children: ReactNode;
}) {
  const placement = position === 'right' ? 'bottom-end' : position === 'centered' ? 'bottom' : 'bottom-start';
  const {
    refs,
    floatingStyles,
    placement: actual,
  } = useFloating({
    placement,
    open,
    elements: { reference: anchor },
    middleware: [
      offset(6),
      flip({ fallbackPlacements: [placement.replace('bottom', 'top') as 'top'], fallbackStrategy: 'initialPlacement' }),
      shift({ padding: 8 }),
    ],
    whileElementsMounted: autoUpdate,
  });
  return (
    <div
      // Positioned (and auto-updated on scroll and resize) only while open: closed panels cost nothing.
      ref={open ? refs.setFloating : undefined}
      id={id}
      className={`nm-panel${mega ? ' nm-mega' : ''}${full ? ' nm-full' : ''}`}
      style={floatingStyles}
      data-placement={actual}
      hidden={!open}
    >
      {children}
    </div>
  );
}

export function NavMenu(p: NavMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [listOpen, setListOpen] = useState(p.layout !== 'dropdown');
  const [click, setClick] = useState(true);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const decide = () =>
      setClick(
        opensOnClick({
          openOn: p.openOn,
          layout: p.layout,
          device: deviceForWidth(window.innerWidth),
          touch: window.matchMedia('(hover: none)').matches,
          editing: Boolean(p.editing),
        }),
      );
    decide();
    window.addEventListener('resize', decide);
    return () => window.removeEventListener('resize', decide);
  }, [p.openOn, p.layout, p.editing]);

  // The document listeners read the open panel from a ref, not from a
  // closure: preact runs effects after paint, so a listener re-registered per
  // state change would, for a frame, still see the previous panel (Escape
  // pressed right after switching panels returned focus to the wrong button).
  const openRef = useRef<number | null>(null);
  openRef.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const current = openRef.current;
      if (e.key !== 'Escape' || current === null) return;
      buttons.current[current]?.focus();
      setOpen(null);
    };
    const onDown = (e: PointerEvent) => {
      if (openRef.current !== null && !root.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, []);

  const hoverTo = (i: number | null, delay: number) => {
    if (click) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(i), delay);
  };
  const listId = `${p.id}-list`;
  return (
    <nav ref={root} className={`nm nm--${p.layout}`} aria-label={p.label}>
      {p.layout === 'dropdown' ? (
        <button
          type="button"
          className="nm-toggle"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((v) => !v)}
        >
          {p.label}
        </button>
      ) : null}
      <ul id={listId} className="nm-list" hidden={!listOpen}>
        {p.items.map((item, i) => {
          const panelId = `${p.id}-panel-${i}`;
          const hasPanel = Boolean(item.links?.length || item.text);
          return (
            <li
              key={item.label}
              onMouseEnter={() => hasPanel && hoverTo(i, MENU_SHOW_DELAY_MS)}
              onMouseLeave={() => hoverTo(null, MENU_HIDE_DELAY_MS)}
            >
              {hasPanel ? (
                <>
                  <button
                    ref={(el) => {
                      buttons.current[i] = el;
                    }}
                    type="button"
                    className="nm-item"
                    aria-expanded={open === i}
                    aria-controls={panelId}
                    onClick={() => setOpen((o) => nextOpen(o, i))}
                  >
                    {item.label}
                    <svg aria-hidden="true" width="10" height="10" viewBox="0 0 12 12">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  <Panel
                    id={panelId}
                    open={open === i}
                    anchor={buttons.current[i] ?? null}
                    mega={p.mega}
                    full={p.contentWidth === 'full'}
                    position={p.position}
                  >
                    {item.heading ? <p className="nm-heading">{item.heading}</p> : null}
                    {item.text ? <p className="nm-text">{item.text}</p> : null}
                    {item.links?.length ? (
                      <ul className="nm-links">
                        {item.links.map((l) => (
                          <li key={l.href + l.label}>
                            <a href={l.href}>{l.label}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </Panel>
                </>
              ) : (
                <a className="nm-item" href={item.href ?? '#'}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
