/**
 * The before/after comparison (§2): two images, a handle at `offset` percent
 * (default 50), horizontal or vertical. It moves with the handle by default,
 * or also on hover or click. The handle is a keyboard slider (arrows, Page
 * keys, Home/End), and two step buttons give a single-pointer, no-drag way to
 * move it (WCAG 2.2 SC 2.5.7).
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { clampPercent, type Orientation, percentFromKey, percentFromPointer } from './position.js';

export interface BeforeAfterProps extends IslandBaseProps {
  id: string;
  before: { src: string; alt: string };
  after: { src: string; alt: string };
  width: number;
  height: number;
  orientation: Orientation;
  offset: number;
  beforeLabel: string;
  afterLabel: string;
  showLabels: boolean;
  overlay: boolean;
  moveOn: 'handle' | 'hover' | 'click';
}

export function BeforeAfter(p: BeforeAfterProps) {
  const [pos, setPos] = useState(p.offset);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  // A new offset from the editor re-renders live at the new position.
  useEffect(() => setPos(p.offset), [p.offset]);

  const fromPointer = (e: { clientX: number; clientY: number }) => {
    const el = box.current;
    if (!el) return;
    setPos(percentFromPointer(el.getBoundingClientRect(), e.clientX, e.clientY, p.orientation));
  };
  const horizontal = p.orientation === 'horizontal';
  const style = { '--pos': `${pos}%`, aspectRatio: `${p.width} / ${p.height}` } as CSSProperties;
  const live = !p.editing;
  return (
    <div className={`ba ba--${p.orientation}${p.overlay ? ' ba--overlay' : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: moving on hover or click is a pointer convenience; the slider handle and the step buttons are the keyboard and single-pointer ways */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the handle (role=slider) takes the keys */}
      <div
        ref={box}
        className="ba-frame"
        style={style}
        onPointerMove={(e) => {
          if (dragging.current || (live && p.moveOn === 'hover')) fromPointer(e);
        }}
        onClick={(e) => {
          if (live && p.moveOn === 'click') fromPointer(e);
        }}
      >
        <img className="ba-img" src={p.after.src} alt={p.after.alt} width={p.width} height={p.height} loading="lazy" />
        <div className="ba-before">
          <img
            className="ba-img"
            src={p.before.src}
            alt={p.before.alt}
            width={p.width}
            height={p.height}
            loading="lazy"
          />
        </div>
        {p.showLabels ? (
          <>
            <span className="ba-label ba-label--before" aria-hidden="true">
              {p.beforeLabel}
            </span>
            <span className="ba-label ba-label--after" aria-hidden="true">
              {p.afterLabel}
            </span>
          </>
        ) : null}
        <div
          className="ba-handle"
          role="slider"
          tabIndex={0}
          aria-label={`Comparar ${p.beforeLabel.toLowerCase()} y ${p.afterLabel.toLowerCase()}`}
          aria-orientation={p.orientation}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pos}
          aria-valuetext={`${Math.round(pos)} % ${p.beforeLabel.toLowerCase()}`}
          onKeyDown={(e) => {
            const next = percentFromKey(pos, e.key, e.shiftKey);
            if (next === null) return;
            e.preventDefault();
            setPos(next);
          }}
          onPointerDown={(e) => {
            dragging.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
        >
          <span className="ba-grip" aria-hidden="true" />
        </div>
      </div>
      <div className="ba-steps">
        <button type="button" onClick={() => setPos((v) => clampPercent(v - 10))}>
          {horizontal ? `← Ver más «${p.afterLabel}»` : `↑ Ver más «${p.afterLabel}»`}
        </button>
        <button type="button" onClick={() => setPos((v) => clampPercent(v + 10))}>
          {horizontal ? `Ver más «${p.beforeLabel}» →` : `Ver más «${p.beforeLabel}» ↓`}
        </button>
      </div>
    </div>
  );
}
