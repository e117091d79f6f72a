/**
 * Hotspots on an image with tooltips (§3 Hotspot), placed by Floating UI
 * (flips and shifts to stay in view). Trigger per device: click or hover
 * (hover also opens on keyboard focus); `none` shows every tooltip. One tooltip open at a
 * time; Escape closes it and returns focus to its hotspot. The sequenced
 * animation reveals the hotspots one after another over `sequenceMs`.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import type { Responsive } from '../../responsive.js';
import { type Trigger, triggerAt } from './trigger.js';

export interface HotspotItem {
  x: number;
  y: number;
  label: string;
  text: string;
}

export interface HotspotsProps extends IslandBaseProps {
  id: string;
  image: { src: string; alt: string; width: number; height: number };
  hotspots: HotspotItem[];
  /** Per device; the server renders the desktop value, the browser switches to its device's after hydration. */
  trigger: Responsive<Trigger>;
  position: 'top' | 'bottom' | 'left' | 'right';
  animation: 'fade' | 'zoom' | 'none';
  sequenced: boolean;
  sequenceMs: number;
}

function Spot({
  p,
  trigger,
  item,
  index,
  open,
  setOpen,
}: {
  p: HotspotsProps;
  trigger: Trigger;
  item: HotspotItem;
  index: number;
  open: boolean;
  setOpen: (i: number | null) => void;
}) {
  const { refs, floatingStyles } = useFloating({
    placement: p.position,
    open,
    middleware: [offset(10), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const tipId = `${p.id}-tip-${index}`;
  const hover = trigger === 'hover' && !p.editing;
  const delay = p.sequenced ? (p.sequenceMs / Math.max(1, p.hotspots.length)) * index : 0;
  const spotStyle = {
    left: `${item.x}%`,
    top: `${item.y}%`,
    animationDelay: `${Math.round(delay)}ms`,
  } as CSSProperties;
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className={`hs-spot${p.sequenced ? ' hs-seq' : ''}`}
        style={spotStyle}
        aria-expanded={trigger === 'none' ? undefined : open}
        aria-controls={tipId}
        aria-describedby={trigger === 'none' ? tipId : undefined}
        data-trigger={trigger}
        onClick={() => {
          if (trigger === 'click' && !p.editing) setOpen(open ? null : index);
        }}
        onMouseEnter={() => hover && setOpen(index)}
        onMouseLeave={() => hover && setOpen(null)}
        onFocus={() => hover && setOpen(index)}
        onBlur={() => hover && setOpen(null)}
      >
        <span className="sr-only">{item.label}</span>
        <span className="hs-dot" aria-hidden="true">
          +
        </span>
      </button>
      <div
        // Positioned (and auto-updated on scroll and resize) only while open: closed tooltips cost nothing.
        ref={open ? refs.setFloating : undefined}
        id={tipId}
        role="tooltip"
        className={`hs-tip hs-tip--${p.animation}`}
        style={floatingStyles}
        hidden={!open}
      >
        <strong>{item.label}</strong>
        <span>{item.text}</span>
      </div>
    </>
  );
}

export function Hotspots(p: HotspotsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [trigger, setTrigger] = useState<Trigger>(p.trigger.desktop);
  // The device's trigger, kept in step with resizes; a change of trigger closes the open tooltip.
  useEffect(() => {
    const decide = () => setTrigger(triggerAt(p.trigger, window.innerWidth));
    decide();
    window.addEventListener('resize', decide);
    return () => window.removeEventListener('resize', decide);
  }, [p.trigger]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of trigger
  useEffect(() => setOpen(null), [trigger]);
  // Read from a ref: preact runs effects after paint, so a listener bound to
  // the previous `open` could, for a frame, focus the wrong hotspot.
  const openRef = useRef<number | null>(null);
  openRef.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const current = openRef.current;
      if (e.key !== 'Escape' || current === null) return;
      setOpen(null);
      document.querySelectorAll<HTMLElement>(`#${p.id}-hs .hs-spot`)[current]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [p.id]);
  return (
    <div className="hs" id={`${p.id}-hs`}>
      <img src={p.image.src} alt={p.image.alt} width={p.image.width} height={p.image.height} loading="lazy" />
      {p.hotspots.map((item, i) => (
        <Spot
          key={`${item.x}-${item.y}`}
          p={p}
          trigger={trigger}
          item={item}
          index={i}
          open={trigger === 'none' || open === i}
          setOpen={setOpen}
        />
      ))}
    </div>
  );
}
