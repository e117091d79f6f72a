/**
 * The wheel (spec §4 Gamified, format_3), its own chunk: imported only when a
 * gamified pop-up with a game shows. Play: the lead form (its submit button
 * spins) or a lone spin button, so mouse, touch and keyboard all play with an
 * ordinary button. The server draws (onDraw); the wheel turns for 7 s to the
 * drawn slice (at once under reduced motion), the lead is sent with the
 * signed result, then the win or lose screen shows (or, with
 * disable_post_play_screen, the result stays under the wheel) until the
 * redirect or the close the pop-up runs (finish).
 */
import type { Prize } from '@beckon/popup-schema';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SubmittedValues } from '../../contract.js';
import { replaceTextTags } from '../../rules/text-tags.js';
import { Coupon } from '../blocks/coupon.js';
import { applyFormSettings } from '../form-values.js';
import { gameCss } from './game-css.js';
import { afterResult, winHeading } from './game-flow.js';
import { GameEnd, GameFrame, PlayControls } from './game-frame.js';
import { gameText } from './game-messages.js';
import type { GameProps } from './game-props.js';
import { SPIN_MS, STEP_DEG, slicePrizes, spinDegrees, stopPosition } from './wheel-angle.js';
import { fitScale, LABEL_OUTER, LINE_EM, layoutLabels } from './wheel-labels.js';

const WHEEL_CSS = `
.bk-game{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:center}
.bk-wheel{position:relative;width:min(240px,76vw);aspect-ratio:1}
.bk-wheel svg{display:block;width:100%;height:100%}
.bk-wheel-turn{transform-origin:50% 50%;transform-box:view-box}
.bk-pointer{position:absolute;left:50%;top:-6px;width:0;height:0;margin-left:-12px;border:12px solid transparent;border-top:22px solid var(--bk-fg);border-bottom:0}
.bk-game-side{display:flex;flex-direction:column;gap:12px;align-items:center;min-width:200px}
.bk-result{font-weight:600;text-align:center}
.bk-err{color:#b42318;text-align:center}
`;
const css = gameCss(WHEEL_CSS);

type Phase = 'play' | 'drawing' | 'spinning' | 'result';

interface Outcome {
  prize: Prize | undefined;
  isWinner: boolean;
  coupon: string;
  degrees: number;
}

/** One slice's path: a 30° wedge of a circle of radius 100 centred at (100, 100), slice k anticlockwise from the top. */
function slicePath(slice: number): string {
  const centre = -slice * STEP_DEG;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(100 + 100 * Math.cos(rad)).toFixed(3)} ${(100 + 100 * Math.sin(rad)).toFixed(3)}`;
  };
  return `M100 100L${point(centre - STEP_DEG / 2)}A100 100 0 0 1 ${point(centre + STEP_DEG / 2)}Z`;
}

export function WheelGame(props: GameProps) {
  const { design, game, lang, now, preview, reducedMotion } = props;
  const prizes = game.prizes;
  const [phase, setPhase] = useState<Phase>('play');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const resultRef = useRef<HTMLHeadingElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const tags = (s: string) => replaceTextTags(s, now, lang);
  const labels = layoutLabels(prizes.map((p) => p.label));
  // A font wider than the layout's average glyph: the drawn labels are measured and all scaled down together.
  const [labelScale, setLabelScale] = useState(1);
  const turnRef = useRef<SVGGElement>(null);
  const labelKey = prizes.map((p) => p.label).join('\n');
  useLayoutEffect(() => {
    void labelKey;
    const texts = [...(turnRef.current?.querySelectorAll('text') ?? [])];
    if (texts.length === 0 || typeof texts[0]?.getBBox !== 'function') return;
    setLabelScale((current) => {
      const fits = texts.map((text) => {
        const b = text.getBBox();
        return fitScale(b.width / current, b.height / current);
      });
      return Math.min(1, ...fits);
    });
  }, [labelKey]);

  // The spin's end: the transition runs SPIN_MS; under reduced motion the wheel jumps and the result is at once.
  useEffect(() => {
    if (phase !== 'spinning' || !outcome) return;
    const id = setTimeout(() => setPhase('result'), reducedMotion ? 0 : SPIN_MS);
    return () => clearTimeout(id);
  }, [phase, outcome, reducedMotion]);

  const resultText =
    outcome && phase === 'result'
      ? tags(outcome.isWinner ? winHeading(game.win_heading, outcome.prize?.label ?? '') : game.lose_heading)
      : '';
  // Once per result: announced, focused (the play controls are gone) and handed to the pop-up's redirect or close.
  useEffect(() => {
    if (phase !== 'result' || !outcome) return;
    setStatus(resultText);
    if (!preview) resultRef.current?.focus({ preventScroll: true });
    propsRef.current.finish(afterResult(outcome, propsRef.current.wheelHasCoupon));
  }, [phase, outcome, resultText, preview]);

  const play = async (values: SubmittedValues): Promise<void> => {
    const { onDraw, onSubmit } = propsRef.current;
    if (!onDraw || phase !== 'play') return;
    setPhase('drawing');
    setError('');
    setStatus(gameText(lang, 'spinning'));
    let drawn: Awaited<ReturnType<typeof onDraw>>;
    try {
      drawn = await onDraw();
    } catch {
      setPhase('play');
      setStatus('');
      setError(gameText(lang, 'drawFailed'));
      return;
    }
    const losing = prizes.map((p) => p.loosing_option !== 0);
    const prize = drawn.prize_index === null ? undefined : prizes[drawn.prize_index];
    setOutcome({
      prize,
      isWinner: drawn.is_winner,
      coupon: drawn.coupon,
      degrees: spinDegrees(stopPosition(drawn.prize_index, losing)),
    });
    setPhase('spinning');
    // The lead goes with the signed result while the wheel turns; a failed send is not shown (§8).
    void onSubmit({ ...values, game: { result: drawn.result, coupon: drawn.coupon } }).catch(() => {});
  };

  const fields = applyFormSettings(design.fields, design.design_properties);
  const busy = phase !== 'play';
  const wheel = (
    <div className="bk-wheel">
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={`${gameText(lang, 'wheel')}: ${prizes.map((p) => p.label).join(', ')}`}
      >
        <g
          ref={turnRef}
          className="bk-wheel-turn"
          style={{
            transform: `rotate(${outcome ? outcome.degrees : 0}deg)`,
            transition: outcome && !reducedMotion ? `transform ${SPIN_MS}ms cubic-bezier(.17,.67,.12,1)` : 'none',
          }}
          data-degrees={outcome ? outcome.degrees : 0}
        >
          {slicePrizes(prizes.length).map((prizeIndex, slice) => {
            const even = slice % 2 === 0;
            const angle = -slice * STEP_DEG;
            const label = labels[prizeIndex];
            return (
              // Twelve fixed slices: the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <g key={slice}>
                <path
                  d={slicePath(slice)}
                  fill={even ? 'var(--bk-accent)' : 'var(--bk-bg)'}
                  stroke="var(--bk-fg)"
                  strokeWidth="0.6"
                />
                <text
                  data-slice={slice}
                  // Along the slice's radius, ending near the rim; the lines sit side by side across the slice.
                  transform={`rotate(${angle - 90} 100 100)`}
                  textAnchor="end"
                  direction="ltr"
                  dominantBaseline="central"
                  fontSize={(label?.fontSize ?? 9) * labelScale}
                  fill={even ? 'var(--bk-accent-fg)' : 'var(--bk-fg)'}
                >
                  {(label?.lines ?? []).map((line, i, all) => {
                    const y = 100 + (i - (all.length - 1) / 2) * LINE_EM * (label?.fontSize ?? 9) * labelScale;
                    return (
                      <tspan key={y} x={100 + LABEL_OUTER} y={y}>
                        {line}
                      </tspan>
                    );
                  })}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx="100" cy="100" r="10" fill="var(--bk-fg)" />
      </svg>
      <span className="bk-pointer" aria-hidden="true" />
    </div>
  );

  const playLabel = tags(game.play_label);
  const controls = <PlayControls props={props} fields={fields} label={playLabel} disabled={busy} onPlay={play} />;

  const coupon = outcome && phase === 'result' && outcome.coupon ? <Coupon code={outcome.coupon} lang={lang} /> : null;

  // The post-play screen: the win or lose screen in place of the play screen (§4), unless switched off.
  if (phase === 'result' && !game.disable_post_play_screen) {
    return (
      <GameEnd
        props={props}
        css={css}
        headingRef={resultRef}
        text={resultText}
        isWinner={outcome?.isWinner}
        coupon={coupon}
        status={status}
      />
    );
  }

  const gameBlock = (
    <div className="bk-game" data-phase={phase} ref={css}>
      {wheel}
      <div className="bk-game-side">
        {phase === 'result' ? (
          <>
            <p className="bk-result" ref={resultRef} tabIndex={-1} data-result={outcome?.isWinner ? 'win' : 'lose'}>
              {resultText}
            </p>
            {coupon}
          </>
        ) : (
          controls
        )}
        {error ? (
          <p className="bk-err" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="bk-sr" role="status">
        {status}
      </div>
    </div>
  );
  return <GameFrame props={props}>{gameBlock}</GameFrame>;
}
