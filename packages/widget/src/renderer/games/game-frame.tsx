/**
 * What every prize game draws around its board: the pop-up's own blocks with
 * the game where the `form` block is (after them when the design has none),
 * under the board the error line and the screen-reader status, the play
 * controls, and the post-play screen that replaces the board (§4).
 */
import type { FormField } from '@beckon/popup-schema';
import type { ReactNode, Ref } from 'react';
import type { SubmittedValues } from '../../contract.js';
import { Blocks } from '../blocks.js';
import { LeadForm } from '../lead-form.js';
import type { GameCss } from './game-css.js';
import { gameText } from './game-messages.js';
import type { GameProps } from './game-props.js';

/** The win or lose screen in place of the play screen, unless the owner switched it off. */
export function GameEnd({
  props,
  css,
  headingRef,
  text,
  isWinner,
  coupon,
  status,
}: {
  props: GameProps;
  css: GameCss;
  headingRef: Ref<HTMLHeadingElement>;
  text: string;
  isWinner: boolean | undefined;
  coupon: ReactNode;
  /** The screen-reader status, when the game keeps announcing on this screen. */
  status?: string;
}) {
  return (
    <div className="bk-game-end" data-result={isWinner ? 'win' : 'lose'} ref={css}>
      <h2 className="bk-h" id={props.headingId} ref={headingRef} tabIndex={-1}>
        {text}
      </h2>
      {coupon}
      <button type="button" className="bk-btn" onClick={props.onCloseButton}>
        {gameText(props.lang, 'close')}
      </button>
      {status === undefined ? null : (
        <div className="bk-sr" role="status">
          {status}
        </div>
      )}
    </div>
  );
}

/** The form that starts a play, or a lone play button when the pop-up asks for no details. */
export function PlayControls({
  props,
  fields,
  label,
  disabled,
  onPlay,
}: {
  props: GameProps;
  fields: FormField[];
  label: string;
  disabled: boolean;
  onPlay: (values: SubmittedValues) => Promise<void>;
}) {
  if (fields.length > 0)
    return (
      <LeadForm
        fields={fields}
        lang={props.lang}
        isMobile={props.isMobile}
        reducedMotion={props.reducedMotion}
        submitLabel={label}
        serviceOrigin={props.serviceOrigin}
        onSubmit={onPlay}
      />
    );
  return (
    <button
      type="button"
      className="bk-btn"
      disabled={disabled}
      onClick={() => void onPlay({ standard: {}, extra: [], checkboxChecked: false })}
    >
      {label}
    </button>
  );
}

export function GameNotices({ error, status }: { error: string | null | undefined; status: string }) {
  return (
    <>
      {error ? (
        <p className="bk-err" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bk-sr" role="status">
        {status}
      </div>
    </>
  );
}

/** The game's board (`children`) carries its own rules: its root element takes the game's GameCss ref. */
export function GameFrame({ props, children }: { props: GameProps; children: ReactNode }) {
  const hasForm = props.blocks.some((b) => b.kind === 'form');
  return (
    <Blocks
      blocks={hasForm ? props.blocks : [...props.blocks, { kind: 'form' }]}
      lang={props.lang}
      now={props.now}
      headingId={props.headingId}
      form={children}
      linkTarget={props.linkTarget}
      reducedMotion={props.reducedMotion}
      preview={props.preview}
      onCloseButton={props.onCloseButton}
      onLinkClick={props.onLinkClick}
    />
  );
}
