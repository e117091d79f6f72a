/**
 * Hotspots on an image with tooltips (§3 Hotspot), placed by Floating UI
 * (flips and shifts to stay in view). Trigger click or hover (hover also
 * opens on keyboard focus); `none` shows every tooltip. One tooltip open at a
 * time; Escape closes it and returns focus to its hotspot. The sequenced
 * animation reveals the hotspots one after another over `sequenceMs`.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { type CSSProperties, useEffect, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';

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
  trigger: 'click' | 'hover' | 'none';
  position: 'top' | 'bottom' | 'left' | 'right';
  animation: 'fade' | 'zoom' | 'none';
  sequenced: boolean;
  sequenceMs: number;
}

function Spot({
  p,
  item,
  index,
  open,
  setOpen,
}: {
  p: HotspotsProps;
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
  const hover = p.trigger === 'hover' && !p.editing;
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
        aria-expanded={p.trigger === 'none' ? undefined : open}
        aria-controls={tipId}
        aria-describedby={p.trigger === 'none' ? tipId : undefined}
        onClick={() => {
          if (p.trigger === 'click' && !p.editing) setOpen(open ? null : index);
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
        ref={refs.setFloating}
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
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(null);
      document.querySelectorAll<HTMLElement>(`#${p.id}-hs .hs-spot`)[open]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, p.id]);
  return (
    <div className="hs" id={`${p.id}-hs`}>
      <img src={p.image.src} alt={p.image.alt} width={p.image.width} height={p.image.height} loading="lazy" />
      {p.hotspots.map((item, i) => (
        <Spot
          key={`${item.x}-${item.y}`}
          p={p}
          item={item}
          index={i}
          open={p.trigger === 'none' || open === i}
          setOpen={setOpen}
        />
      ))}
    </div>
  );
}
