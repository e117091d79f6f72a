/**
 * The gift box (spec §4 Gamified, format_1), its own chunk. The visitor fills
 * the lead form (if there is one), then picks one of three boxes, each an
 * ordinary button (mouse, touch, keyboard). The server draws; the picked box
 * opens on the result, then the win or lose screen shows, or with
 * disable_post_play_screen the pop-up's redirect or close starts (finish).
 */
import type { GameDrawResponse, Prize } from '@beckon/popup-schema';
import { useEffect, useRef, useState } from 'react';
import type { SubmittedValues } from '../../contract.js';
import { replaceTextTags } from '../../rules/text-tags.js';
import { Coupon } from '../blocks/coupon.js';
import { applyFormSettings } from '../form-values.js';
import { LeadForm } from '../lead-form.js';
import { gameCss } from './game-css.js';
import { afterResult, winHeading } from './game-flow.js';
import { GameEnd, GameFrame, GameNotices } from './game-frame.js';
import { gameText } from './game-messages.js';
import type { GameProps } from './game-props.js';

const GIFT_CSS = `
.bk-game{display:flex;flex-direction:column;gap:12px;align-items:center}
.bk-gifts{display:flex;gap:12px;justify-content:center}
.bk-gift{width:84px;height:84px;padding:10px}
.bk-gift svg{display:block;width:100%;height:100%}
.bk-gift[data-open]{transform:scale(1.12);transition:transform .4s}
.bk-result{font-weight:600;text-align:center}
.bk-err{color:#b42318;text-align:center}
`;
const css = gameCss(GIFT_CSS);

/** How long the opened box shows before the result screen (none under reduced motion). */
const OPEN_MS = 1200;
const GIFTS = 3;

/**
 * A wrapped box drawn in SVG rather than an emoji, which shows as an empty
 * square where no emoji font is installed. Drawn in the button's own text
 * colour on its accent fill, so it contrasts wherever the button does.
 */
function GiftBox() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <rect x="10" y="28" width="44" height="30" rx="2" />
        <rect x="6" y="18" width="52" height="10" rx="2" />
        <path d="M32 18v40" />
        <path d="M32 18c-4-10-18-12-16-3 1 3 8 3 16 3zM32 18c4-10 18-12 16-3-1 3-8 3-16 3z" />
      </g>
    </svg>
  );
}

type Phase = 'form' | 'choose' | 'drawing' | 'open' | 'result';

interface Outcome {
  prize: Prize | undefined;
  isWinner: boolean;
  coupon: string;
}

export function GiftGame(props: GameProps) {
  const { design, game, lang, now, preview, reducedMotion } = props;
  const fields = applyFormSettings(design.fields, design.design_properties);
  const [phase, setPhase] = useState<Phase>(fields.length > 0 ? 'form' : 'choose');
  const [picked, setPicked] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const valuesRef = useRef<SubmittedValues>({ standard: {}, extra: [], checkboxChecked: false });
  const endRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const firstGiftRef = useRef<HTMLButtonElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const tags = (s: string) => replaceTextTags(s, now, lang);
  const resultText = outcome
    ? tags(outcome.isWinner ? winHeading(game.win_heading, outcome.prize?.label ?? '') : game.lose_heading)
    : '';

  // After the form, the boxes take focus: the form that held it is gone.
  useEffect(() => {
    if (phase === 'choose' && !preview && fields.length > 0) firstGiftRef.current?.focus({ preventScroll: true });
  }, [phase, preview, fields.length]);

  useEffect(() => {
    if (phase !== 'open') return;
    setStatus(resultText);
    const id = setTimeout(() => setPhase('result'), reducedMotion ? 0 : OPEN_MS);
    return () => clearTimeout(id);
  }, [phase, resultText, reducedMotion]);

  useEffect(() => {
    if (phase !== 'result' || !outcome) return;
    if (!preview) (endRef.current ?? resultRef.current)?.focus({ preventScroll: true });
    propsRef.current.finish(afterResult(outcome, false));
  }, [phase, outcome, preview]);

  const pick = async (gift: number): Promise<void> => {
    const { onDraw, onSubmit } = propsRef.current;
    if (!onDraw || phase !== 'choose') return;
    setPicked(gift);
    setPhase('drawing');
    setError('');
    let drawn: GameDrawResponse;
    try {
      drawn = await onDraw();
    } catch {
      setPhase('choose');
      setPicked(null);
      setError(gameText(lang, 'drawFailed'));
      return;
    }
    const prize = drawn.prize_index === null ? undefined : game.prizes[drawn.prize_index];
    setOutcome({ prize, isWinner: drawn.is_winner, coupon: drawn.coupon });
    setPhase('open');
    void onSubmit({ ...valuesRef.current, game: { result: drawn.result, coupon: drawn.coupon } }).catch(() => {});
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

  const gifts = (
    <div className="bk-gifts">
      {Array.from({ length: GIFTS }, (_, gift) => (
        <button
          // Three fixed boxes: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={gift}
          ref={gift === 0 ? firstGiftRef : undefined}
          type="button"
          className="bk-btn bk-gift"
          aria-label={`${gameText(lang, 'gift')} ${gift + 1}`}
          disabled={phase !== 'choose'}
          data-open={picked === gift && (phase === 'open' || phase === 'result') ? '' : undefined}
          onClick={() => void pick(gift)}
        >
          <GiftBox />
        </button>
      ))}
    </div>
  );

  const gameBlock = (
    <div className="bk-game" data-phase={phase} ref={css}>
      {phase === 'form' ? (
        <LeadForm
          fields={fields}
          lang={lang}
          isMobile={props.isMobile}
          reducedMotion={reducedMotion}
          submitLabel={tags(game.play_label)}
          serviceOrigin={props.serviceOrigin}
          onSubmit={async (values) => {
            valuesRef.current = values;
            setPhase('choose');
            setStatus(gameText(lang, 'pickGift'));
          }}
        />
      ) : (
        gifts
      )}
      {phase === 'open' || phase === 'result' ? (
        <>
          <p className="bk-result" ref={resultRef} tabIndex={-1} data-result={outcome?.isWinner ? 'win' : 'lose'}>
            {resultText}
          </p>
          {coupon}
        </>
      ) : null}
      <GameNotices error={error} status={status} />
    </div>
  );
  return <GameFrame props={props}>{gameBlock}</GameFrame>;
}
