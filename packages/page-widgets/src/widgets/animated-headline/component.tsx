/**
 * Animated headline (§4): before text, then a rotating word or a highlighted phrase, then after text.
 * Rotation: words change every 2500 ms (§9) with one of ten effects (the letter effects move each letter in
 * turn). Highlight: a mark is drawn over the phrase in 1200 ms, and again every 8000 ms when looping.
 * Screen readers get the whole sentence once; anything that moves for long has a pause control (WCAG 2.2.2)
 * and stays still for reduced motion and in the editor (§6).
 */
import { type CSSProperties, useEffect, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import type { MarkerShape } from './highlight.js';
import { HighlightMark } from './highlight-mark.js';
import { HEADLINE_DELAY_MS, hasNext, isLetterEffect, type RotationEffect, wordAt } from './rotation.js';

export interface HeadlineProps extends IslandBaseProps {
  tag: 'h1' | 'h2' | 'h3';
  style: 'rotate' | 'highlight';
  before: string;
  words: string[];
  after: string;
  animation: RotationEffect;
  loop: boolean;
  delay: number;
  /** The highlight style's phrase and mark. */
  highlighted: string;
  marker: MarkerShape;
}

function Word({ word, animation, step }: { word: string; animation: RotationEffect; step: number }) {
  const cls = `ah-word ah-word--${animation}`;
  if (!isLetterEffect(animation)) {
    return (
      <span key={step} className={cls} data-step={step}>
        {word}
      </span>
    );
  }
  return (
    <span key={step} className={cls} data-step={step}>
      {Array.from(word).map((ch, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; their places are fixed for the word.
        <span key={i} className="ah-letter" style={{ '--i': i } as CSSProperties}>
          {ch}
        </span>
      ))}
    </span>
  );
}

export function AnimatedHeadline(p: HeadlineProps) {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotates = p.style === 'rotate';
  useEffect(() => {
    setPlaying(!p.editing && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [p.editing]);
  useEffect(() => {
    if (!rotates || !playing || !hasNext(p.words, step, p.loop)) return;
    const t = setTimeout(() => setStep((s) => s + 1), p.delay || HEADLINE_DELAY_MS);
    return () => clearTimeout(t);
  }, [rotates, playing, step, p.words, p.loop, p.delay]);
  const Tag = p.tag;
  if (!rotates) {
    const cls = ['ah-hl', p.loop ? 'ah-hl--loop' : '', paused ? 'ah-hl--paused' : '', p.editing ? 'ah-hl--still' : ''];
    return (
      <div className="ah">
        <Tag className="ah-text">
          {p.before ? `${p.before} ` : null}
          <span className={cls.filter(Boolean).join(' ')}>
            {p.highlighted}
            <HighlightMark shape={p.marker} />
          </span>
          {p.after ? ` ${p.after}` : null}
        </Tag>
        {p.loop && !p.editing ? (
          <button type="button" className="ah-pause" aria-pressed={paused} onClick={() => setPaused((v) => !v)}>
            {paused ? 'Reanudar animación' : 'Pausar animación'}
          </button>
        ) : null}
      </div>
    );
  }
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
            <Word key={step} word={word} animation={p.animation} step={step} />
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
