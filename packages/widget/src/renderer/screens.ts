/**
 * Which blocks each screen draws (spec §2 "Screens inside one pop-up", §4
 * "configured (mobile variant swapped in …)"): the mobile screens replace the
 * desktop ones on mobile devices when the owner switched the mobile editor on
 * and drew them.
 */
import type { Block, DesignDocument, Game } from '@beckon/popup-schema';

export interface ScreenBlocks {
  main: readonly Block[];
  thankYou: readonly Block[];
}

export function pickScreens(design: DesignDocument, isMobile: boolean): ScreenBlocks {
  const { screens } = design;
  const mobile = isMobile && design.design_properties.switch_mobile_editor;
  return {
    main: mobile && screens.mobile_main?.length ? screens.mobile_main : screens.main,
    thankYou: mobile && screens.mobile_thank_you?.length ? screens.mobile_thank_you : screens.thank_you,
  };
}

/** A game's words on this device: its mobile texts on phones under the same switch as the mobile screens. */
export function pickGameTexts(game: Game, design: DesignDocument, isMobile: boolean): Game {
  const mobile = isMobile && design.design_properties.switch_mobile_editor ? game.mobile : undefined;
  return mobile ? { ...game, ...mobile } : game;
}
