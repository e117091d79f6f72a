/**
 * Animated headline (§4): before text, a rotating word, after text. Words
 * change every 2500 ms (§9) with a fade, slide or typing effect. Screen
 * readers get the whole sentence with every word once; the rotation has a
 * pause control (WCAG 2.2.2) and stays still for reduced motion and in the
 * editor (§6).
 */
import { useEffect, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { HEADLINE_DELAY_MS, hasNext, wordAt } from './rotation.js';

export interface HeadlineProps extends IslandBaseProps {
  tag: 'h1' | 'h2' | 'h3';
  before: string;
  words: string[];
  after: string;
  animation: 'fade' | 'slide' | 'typing';
  loop: boolean;
  delay: number;
}

export function AnimatedHeadline(p: HeadlineProps) {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setPlaying(!p.editing && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [p.editing]);
  useEffect(() => {
    if (!playing || !hasNext(p.words, step, p.loop)) return;
    const t = setTimeout(() => setStep((s) => s + 1), p.delay || HEADLINE_DELAY_MS);
    return () => clearTimeout(t);
  }, [playing, step, p.words, p.loop, p.delay]);
  const Tag = p.tag;
  const word = wordAt(p.words, step, p.loop);
  return (
    <div className="ah">
      <Tag className="ah-text">
        <span className="sr-only">{`${p.before} ${p.words.join(', ')} ${p.after}`.trim()}</span>
        <span aria-hidden="true">
          {`${p.before} `}
          {/* Every word sits invisibly in one grid cell, so the slot keeps the size of the longest
              and a rotation never moves the text after it (CLS 0 on phones, where phrases wrap). */}
          <span className="ah-slot">
            {p.words.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page and words may repeat.
              <span key={`ghost-${i}`} className="ah-ghost">
                {w}
              </span>
            ))}
            <span key={step} className={`ah-word ah-word--${p.animation}`} data-step={step}>
              {word}
            </span>
          </span>
          {p.after ? ` ${p.after}` : null}
        </span>
      </Tag>
      {p.words.length > 1 ? (
        <button type="button" className="ah-pause" aria-pressed={!playing} onClick={() => setPlaying((v) => !v)}>
          {playing ? 'Pausar animación' : 'Reanudar animación'}
        </button>
      ) : null}
    </div>
  );
}
