/**
 * What a prize game chunk gets from the pop-up (popup-content.tsx draws it, use-popup-lifecycle.ts runs its end)
 * and hands back. Types only, so the base renderer imports nothing of a game's code.
 */
import type { Block, DesignDocument, Game, GameDrawResponse } from '@beckon/popup-schema';
import type { ConversionResult, Lang, SubmittedValues } from '../../contract.js';
import type { BlocksProps } from '../blocks.js';
import type { LinkTarget } from '../navigate.js';

/** What happens once a game's result is in (game-flow.ts afterResult). */
export type GameEnd =
  | { kind: 'close'; afterMs: number }
  | { kind: 'redirect'; href: string; afterMs: number; close: boolean };

export interface GameProps {
  design: DesignDocument;
  game: Game;
  format: number;
  /** The main screen's blocks: the game draws itself where the `form` block is. */
  blocks: readonly Block[];
  lang: Lang;
  isMobile: boolean;
  now: Date;
  headingId: string;
  preview: boolean;
  reducedMotion: boolean;
  /** record.wheel_has_coupon: the close after a wheel's result waits three times as long. */
  wheelHasCoupon: boolean;
  serviceOrigin: string;
  linkTarget: LinkTarget;
  /** The server's draw; absent in the dashboard preview, where nothing is drawn. */
  onDraw?(): Promise<GameDrawResponse>;
  /** Sends the lead with the signed result (the pop-up marks it submitted). */
  onSubmit(values: SubmittedValues): Promise<ConversionResult>;
  onCloseButton(): void;
  onLinkClick: BlocksProps['onLinkClick'];
  /** Redirect or close after the result (the pop-up runs the timers and the navigation). */
  finish(end: GameEnd): void;
}
