/**
 * The scratch card (spec §4 Gamified, format_2), its own chunk. Play: the
 * lead form's submit (or a lone button) draws on the server; the result then
 * lies under a canvas cover the visitor scratches away with mouse, pen or
 * touch, or, without dragging (WCAG 2.2 dragging movements), with a button
 * that clears one band at a time. At 50 % left or less the cover goes; 3 s
 * later the win or lose screen shows, or with disable_post_play_screen the
 * pop-up's redirect or close starts (finish).
 */
import type { GameDrawResponse, Prize } from '@beckon/popup-schema';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { SubmittedValues } from '../../contract.js';
import { replaceTextTags } from '../../rules/text-tags.js';
import { Coupon } from '../blocks/coupon.js';
import { applyFormSettings } from '../form-values.js';
import { gameCss } from './game-css.js';
import { afterResult, winHeading } from './game-flow.js';
import { GameEnd, GameFrame, GameNotices, PlayControls } from './game-frame.js';
import { gameText } from './game-messages.js';
import type { GameProps } from './game-props.js';
import { BANDS, isRevealed, REVEAL_WAIT_MS, remainingPercent } from './scratch-area.js';

const SCRATCH_CSS = `
.bk-game{display:flex;flex-direction:column;gap:12px;align-items:center}
.bk-card{position:relative;width:min(280px,100%);aspect-ratio:2;border-radius:8px;overflow:hidden;border:2px solid var(--bk-fg)}
.bk-card-prize{display:flex;align-items:center;justify-content:center;height:100%;padding:8px;text-align:center;font-weight:600;font-size:1.2em}
.bk-card canvas{position:absolute;inset:0;width:100%;height:100%;touch-action:none;cursor:crosshair}
.bk-result{font-weight:600;text-align:center}
.bk-err{color:#b42318;text-align:center}
`;
const css = gameCss(SCRATCH_CSS);

const W = 280;
const H = 140;
const BRUSH = 20;

type Phase = 'play' | 'drawing' | 'scratching' | 'revealed' | 'result';

interface Outcome {
  prize: Prize | undefined;
  isWinner: boolean;
  coupon: string;
}

export function ScratchGame(props: GameProps) {
  const { design, game, lang, now, preview } = props;
  const [phase, setPhase] = useState<Phase>('play');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [bands, setBands] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const scratchRef = useRef<HTMLButtonElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const tags = (s: string) => replaceTextTags(s, now, lang);
  const resultText = outcome
    ? tags(outcome.isWinner ? winHeading(game.win_heading, outcome.prize?.label ?? '') : game.lose_heading)
    : '';

  // The cover: painted once when scratching starts.
  useEffect(() => {
    if (phase !== 'scratching') return;
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#8a8f98';
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = '#ffffff';
    ctx.font = '600 18px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(gameText(lang, 'scratchHere'), W / 2, H / 2 + 6);
  }, [phase, lang]);

  // The control that held the focus goes at each step (the form's button, then the scratch button): the focus
  // moves to what replaces it, so a keyboard visitor is never dropped on the page body behind the dialog.
  useEffect(() => {
    if (preview) return;
    if (phase === 'scratching') scratchRef.current?.focus({ preventScroll: true });
    if (phase === 'revealed') resultRef.current?.focus({ preventScroll: true });
  }, [phase, preview]);

  // §4: 3 s after the reveal, the result screen or the result logic.
  useEffect(() => {
    if (phase !== 'revealed') return;
    setStatus(resultText);
    const id = setTimeout(() => setPhase('result'), REVEAL_WAIT_MS);
    return () => clearTimeout(id);
  }, [phase, resultText]);

  useEffect(() => {
    if (phase !== 'result' || !outcome) return;
    if (!preview) (endRef.current ?? resultRef.current)?.focus({ preventScroll: true });
    propsRef.current.finish(afterResult(outcome, false));
  }, [phase, outcome, preview]);

  const checkCover = () => {
    const ctx = canvasRef.current?.getContext('2d');
    // Without a 2D context the cover cannot be measured: reveal rather than leave the prize hidden.
    const left = ctx ? remainingPercent(ctx.getImageData(0, 0, W, H).data, 7) : 0;
    if (isRevealed(left)) setPhase('revealed');
  };

  const scratchAt = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const box = canvas.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * W;
    const y = ((e.clientY - box.top) / box.height) * H;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.beginPath();
    ctx.arc(x, y, BRUSH, 0, Math.PI * 2);
    ctx.fill();
  };

  // The non-drag way: each press clears the next horizontal band of the cover.
  const scratchBand = () => {
    const ctx = canvasRef.current?.getContext('2d');
    const band = bands;
    setBands(band + 1);
    if (ctx) {
      ctx.globalCompositeOperation = 'destination-out';
      ctx.fillRect(0, (band * H) / BANDS, W, H / BANDS);
    }
    checkCover();
  };

  const play = async (values: SubmittedValues): Promise<void> => {
    const { onDraw, onSubmit } = propsRef.current;
    if (!onDraw || phase !== 'play') return;
    setPhase('drawing');
    setError('');
    let drawn: GameDrawResponse;
    try {
      drawn = await onDraw();
    } catch {
      setPhase('play');
      setError(gameText(lang, 'drawFailed'));
      return;
    }
    const prize = drawn.prize_index === null ? undefined : game.prizes[drawn.prize_index];
    setOutcome({ prize, isWinner: drawn.is_winner, coupon: drawn.coupon });
    setPhase('scratching');
    setStatus(gameText(lang, 'scratchReady'));
    void onSubmit({ ...values, game: { result: drawn.result, coupon: drawn.coupon } }).catch(() => {});
  };

  const coupon = outcome?.coupon ? <Coupon code={outcome.coupon} lang={lang} /> : null;
  if (phase === 'result' && !game.disable_post_play_screen) {
    return (
      <GameEnd
        props={props}
        css={css}
        headingRef={endRef}
        text={resultText}
        isWinner={outcome?.isWinner}
        coupon={coupon}
      />
    );
  }

  const fields = applyFormSettings(design.fields, design.design_properties);
  const playLabel = tags(game.play_label);
  const covered = phase === 'scratching';
  const shown = phase === 'revealed' || phase === 'result';
  const card =
    covered || shown ? (
      <div className="bk-card">
        <p
          className="bk-card-prize bk-result"
          data-result={shown ? (outcome?.isWinner ? 'win' : 'lose') : undefined}
          ref={resultRef}
          // Hidden from assistive tech while covered; focusable (for the result's focus move) once shown.
          {...(covered ? { 'aria-hidden': true } : { tabIndex: -1 })}
        >
          {shown ? resultText : ''}
        </p>
        {covered ? (
          <canvas
            ref={canvasRef}
            width={W}
            height={H}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture?.(e.pointerId);
              scratchAt(e);
            }}
            onPointerMove={(e) => {
              if (e.buttons & 1) scratchAt(e);
            }}
            onPointerUp={checkCover}
          />
        ) : null}
      </div>
    ) : null;

  const controls =
    phase === 'play' || phase === 'drawing' ? (
      <PlayControls props={props} fields={fields} label={playLabel} disabled={phase !== 'play'} onPlay={play} />
    ) : covered ? (
      <button ref={scratchRef} type="button" className="bk-btn bk-scratch" onClick={scratchBand}>
        {gameText(lang, 'scratchBand')}
      </button>
    ) : (
      coupon
    );

  const gameBlock = (
    <div className="bk-game" data-phase={phase} ref={css}>
      {card}
      {controls}
      <GameNotices error={error} status={status} />
    </div>
  );
  return <GameFrame props={props}>{gameBlock}</GameFrame>;
}
