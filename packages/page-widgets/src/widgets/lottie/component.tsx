/**
 * Lottie (§3, §4) with lottie-web's light SVG player, fetched (with the
 * animation file, §7 call 6) only when the widget comes within 200 px of the
 * viewport: a page pays for the player only where one is seen. Triggers:
 * none (autoplay), arriving_to_viewport, bind_to_scroll (scroll percent →
 * frame), on_click, on_hover (hover in plays forward, hover out pauses or
 * plays backward). Loop with number_of_times, reverse, start/end points and
 * speed. Visitors asking for reduced motion and the editor (§6) see the first
 * frame until they act.
 */
import { useEffect, useRef } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { frameAt, frameRange, loopsDone, pageProgress, viewportProgress } from './playback.js';

export const LAZY_MARGIN = '200px';

export interface LottieProps extends IslandBaseProps {
  src: string;
  width: number;
  height: number;
  label: string;
  caption?: string;
  link?: string;
  trigger: 'none' | 'arriving_to_viewport' | 'bind_to_scroll' | 'on_click' | 'on_hover';
  effectsRelativeTo: 'viewport' | 'page';
  viewportStart: number;
  viewportEnd: number;
  playSpeed: number;
  loop: boolean;
  numberOfTimes: number;
  reverse: boolean;
  startPoint: number;
  endPoint: number;
  hoverArea: 'widget' | 'column' | 'section';
  onHoverOut: 'pause' | 'reverse';
  lazyload: boolean;
}

type Player = typeof import('lottie-web/build/player/lottie_light').default;
type Animation = ReturnType<Player['loadAnimation']>;

export function Lottie(p: LottieProps) {
  const box = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let anim: Animation | null = null;
    let disposed = false;
    const cleanups: (() => void)[] = [];
    const still = p.editing || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const start = async () => {
      const [{ default: lottie }, data] = await Promise.all([
        import('lottie-web/build/player/lottie_light'),
        fetch(p.src).then((r) => {
          if (!r.ok) throw new Error(`Lottie file ${p.src}: HTTP ${r.status}`);
          return r.json() as Promise<unknown>;
        }),
      ]);
      if (disposed) return;
      anim = lottie.loadAnimation({
        container: el,
        renderer: 'svg',
        loop: false,
        autoplay: false,
        animationData: data,
      });
      const a = anim;
      a.setSpeed(p.playSpeed);
      const range = frameRange(a.totalFrames, p.startPoint, p.endPoint);
      const [from, to] = p.reverse ? [range.last, range.first] : [range.first, range.last];
      let completed = 0;
      const play = () => a.playSegments([from, to], true);
      a.goToAndStop(from, true);
      el.dataset.lottie = 'ready';
      a.addEventListener('complete', () => {
        completed++;
        el.dataset.loops = String(completed);
        if (p.loop && !loopsDone(completed, p.numberOfTimes) && p.trigger !== 'on_hover') play();
      });
      if (p.editing) return;
      switch (p.trigger) {
        case 'none':
          if (!still) play();
          break;
        case 'arriving_to_viewport': {
          const io = new IntersectionObserver(([entry]) => {
            if (!entry) return;
            if (entry.isIntersecting && !still) a.play();
            else a.pause();
          });
          io.observe(el);
          cleanups.push(() => io.disconnect());
          if (!still) play();
          break;
        }
        case 'bind_to_scroll': {
          const onScroll = () => {
            const r = el.getBoundingClientRect();
            const progress =
              p.effectsRelativeTo === 'page'
                ? pageProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)
                : viewportProgress(r.top, r.height, window.innerHeight, p.viewportStart, p.viewportEnd);
            a.goToAndStop(frameAt(range, p.reverse ? 1 - progress : progress), true);
            el.dataset.frame = String(Math.round(a.currentFrame));
          };
          window.addEventListener('scroll', onScroll, { passive: true });
          cleanups.push(() => window.removeEventListener('scroll', onScroll));
          onScroll();
          break;
        }
        case 'on_click': {
          const target = root.current ?? el;
          const onClick = () => {
            completed = 0;
            play();
          };
          target.addEventListener('click', onClick);
          cleanups.push(() => target.removeEventListener('click', onClick));
          break;
        }
        case 'on_hover': {
          const area =
            p.hoverArea === 'widget'
              ? root.current
              : (root.current?.closest(p.hoverArea === 'column' ? '.column' : 'section') as HTMLElement | null);
          if (!area) break;
          const enter = () => {
            a.setDirection(p.reverse ? -1 : 1);
            a.play();
            el.dataset.direction = 'forward';
          };
          const leave = () => {
            if (p.onHoverOut === 'pause') a.pause();
            else {
              a.setDirection(p.reverse ? 1 : -1);
              a.play();
            }
            el.dataset.direction = p.onHoverOut === 'pause' ? 'paused' : 'backward';
          };
          area.addEventListener('mouseenter', enter);
          area.addEventListener('mouseleave', leave);
          cleanups.push(() => {
            area.removeEventListener('mouseenter', enter);
            area.removeEventListener('mouseleave', leave);
          });
          break;
        }
      }
    };

    const begin = () => {
      start().catch((err: unknown) => {
        el.dataset.lottie = 'error';
        console.warn(err);
      });
    };
    if (!p.lazyload) begin();
    else {
      const io = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          io.disconnect();
          begin();
        },
        { rootMargin: LAZY_MARGIN },
      );
      io.observe(el);
      cleanups.push(() => io.disconnect());
    }
    return () => {
      disposed = true;
      for (const c of cleanups) c();
      anim?.destroy();
    };
  }, [p]);

  const boxEl = (
    <div
      ref={box}
      className="lottie-box"
      style={{ aspectRatio: `${p.width} / ${p.height}` }}
      role="img"
      aria-label={p.label}
    />
  );
  return (
    <figure ref={root} className="lottie">
      {p.link ? (
        <a href={p.link} className="lottie-link">
          {boxEl}
        </a>
      ) : (
        boxEl
      )}
      {p.caption ? <figcaption>{p.caption}</figcaption> : null}
    </figure>
  );
}
