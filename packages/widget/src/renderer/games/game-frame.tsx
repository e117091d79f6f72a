/**
 * What every prize game draws around its board: the pop-up's own blocks with
 * the game where the `form` block is (after them when the design has none),
 * and under the board the error line and the screen-reader status.
 */
import type { ReactNode } from 'react';
import { Blocks } from '../blocks.js';
import type { GameProps } from './game-props.js';

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

export function GameFrame({ props, css, children }: { props: GameProps; css: string; children: ReactNode }) {
  const hasForm = props.blocks.some((b) => b.kind === 'form');
  return (
    <>
      <style>{css}</style>
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
    </>
  );
}
