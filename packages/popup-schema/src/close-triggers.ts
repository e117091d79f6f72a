/**
 * The record's poptin_trigger.close_trigger (spec §1, §4 "Closing"): the ways this pop-up can be closed, decided
 * from its own design settings once on the server, so the renderer draws and honours exactly what the record says.
 *  - submit:   a lead closes it on its own: "Sent successfully!" takes the form's place and closes it, or the
 *              thank-you screen closes after its seconds (off: the screen waits for the visitor);
 *  - bg_click: a click on the backdrop, outside the box (the owner's "close when the visitor clicks outside");
 *  - x_click:  the X close control (the skip button and no control close through other ways).
 */
import type { DesignProperties } from './design-document.js';

export const CLOSE_TRIGGERS = ['submit', 'bg_click', 'x_click'] as const;
export type CloseTrigger = (typeof CLOSE_TRIGGERS)[number];

type CloseSettings = Pick<
  DesignProperties,
  | 'poptin_design_close_options_type'
  | 'poptin_design_close_on_screen_click'
  | 'poptin_design_thank_screen'
  | 'thank_screen_auto_close'
>;

export function closeTriggers(dp: CloseSettings): CloseTrigger[] {
  const ways: CloseTrigger[] = [];
  if (!dp.poptin_design_thank_screen || dp.thank_screen_auto_close) ways.push('submit');
  if (dp.poptin_design_close_on_screen_click) ways.push('bg_click');
  if (dp.poptin_design_close_options_type === 'closing_options-x') ways.push('x_click');
  return ways;
}
