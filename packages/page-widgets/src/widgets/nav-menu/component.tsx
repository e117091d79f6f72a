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
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { MOTION_RESIZE_MS } from '../../builder-constants.js';
import type { IslandBaseProps } from '../../render/island.js';
import { deviceForWidth } from '../../responsive.js';
import {
  isMouseStep,
  MENU_HIDE_DELAY_MS,
  MENU_SHOW_DELAY_MS,
  nextOpen,
  opensOnClick,
  type PointerStep,
} from './mode.js';
import { SubmenuIcon } from './submenu-icon.js';

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
  breakpoint: 'none' | 'mobile' | 'tablet';
  openAnimation: 'fade' | 'slide' | 'none';
  /** The folded list spans the window's width. */
  fullWidth: boolean;
  submenuIcon: 'chevron' | 'caret' | 'plus' | 'none';
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
  const [listOpen, setListOpen] = useState(false);
  const [click, setClick] = useState(true);
  const [edge, setEdge] = useState<{ left: number; width: number } | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // A touch screen with a mouse plugged in gets hover menus once the mouse is seen moving.
    let mouse = false;
    let last: PointerStep | null = null;
    const decide = () =>
      setClick(
        opensOnClick({
          openOn: p.openOn,
          layout: p.layout,
          device: deviceForWidth(window.innerWidth),
          touch: window.matchMedia('(hover: none)').matches && !mouse,
          editing: Boolean(p.editing),
        }),
      );
    decide();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(settle);
      settle = setTimeout(decide, MOTION_RESIZE_MS);
    };
    const onMove = (e: MouseEvent) => {
      const step = { x: e.clientX, y: e.clientY, t: e.timeStamp };
      if (last && isMouseStep(last, step)) {
        mouse = true;
        document.removeEventListener('mousemove', onMove);
        decide();
      }
      last = step;
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('mousemove', onMove);
    };
  }, [p.openOn, p.layout, p.editing]);

  // A full-width folded list is placed against the window's left edge, measured while it is open.
  useEffect(() => {
    if (!p.fullWidth || !listOpen) return;
    const measure = () => {
      const left = root.current?.getBoundingClientRect().left ?? 0;
      setEdge({ left: -left, width: document.documentElement.clientWidth });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [p.fullWidth, listOpen]);

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
  const folds = p.layout === 'dropdown' || p.breakpoint !== 'none';
  const classes = [
    'nm',
    `nm--${p.layout}`,
    `nm--anim-${p.openAnimation}`,
    p.breakpoint !== 'none' ? `nm--bp-${p.breakpoint}` : '',
    p.fullWidth ? 'nm--full-width' : '',
  ];
  return (
    <nav ref={root} className={classes.filter(Boolean).join(' ')} aria-label={p.label}>
      {folds ? (
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
      <ul
        id={listId}
        className={listOpen ? 'nm-list is-open' : 'nm-list'}
        hidden={p.layout === 'dropdown' && !listOpen}
        style={
          edge && p.fullWidth
            ? ({ '--nm-left': `${edge.left}px`, '--nm-width': `${edge.width}px` } as CSSProperties)
            : undefined
        }
      >
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
                    <SubmenuIcon kind={p.submenuIcon} />
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
