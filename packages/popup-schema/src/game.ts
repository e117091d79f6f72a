/**
 * Prize games (spec §3 "Gamified prize", §4 Gamified): the prizes an owner
 * sets in a gamified pop-up's design document, and the draw the display
 * service answers. The draw happens on the server; the visitor receives the
 * outcome with a signature (`result`) that the conversion carries back, so a
 * visitor can neither pick a prize nor edit or reuse one.
 */
import * as z from 'zod';
import { id13, text, viewToken } from './ids.js';

export const prizeSchema = z.strictObject({
  /** Stable per pop-up: the code pool and the wheel slice are keyed by it. */
  prize_id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 characters of A-Z, a-z, 0-9, _ or -'),
  label: text(60),
  /** The coupon shown on a win; ignored when `use_code_pool` (one unused code of the pool is given instead). */
  code: text(60).default(''),
  use_code_pool: z.boolean().default(false),
  /** Percent; the draw weighs each prize by chances / 100 (§4). */
  chances: z.number().min(0).max(100),
  /** Not 0: the slice is a losing one ("Try again", "No luck"). */
  loosing_option: z.number().int().min(0).max(10).default(0),
  redirect_to: z.boolean().default(false),
  redirect_to_options: z
    .strictObject({
      redirect_to_url: z
        .string()
        .max(2000)
        .regex(/^$|^(https?:\/\/|\/(?!\/))/i, 'must start with http://, https:// or /')
        .default(''),
      redirect_close: z.boolean().default(true),
      /** Seconds before the pop-up closes after a redirect prize (§4 default 1 s). */
      redirect_close_delay: z.number().min(0).max(60).default(1),
    })
    .default({ redirect_to_url: '', redirect_close: true, redirect_close_delay: 1 }),
});
export type Prize = z.infer<typeof prizeSchema>;
export type PrizeInput = z.input<typeof prizeSchema>;

/** The words a game's own screens show: its play button and its win and lose headings. */
const gameTextsSchema = z.strictObject({
  play_label: text(60),
  win_heading: text(200),
  lose_heading: text(200),
});

export const gameSchema = z
  .strictObject({
    prizes: z.array(prizeSchema).min(2).max(12),
    /** Skip the win/lose screens: straight to the redirect or the close (§4). */
    disable_post_play_screen: z.boolean().default(false),
    play_label: text(60).default('Spin'),
    win_heading: text(200).default('You won {prize}!'),
    lose_heading: text(200).default('No luck this time'),
    /** The game's words on phones when design_properties.switch_mobile_editor is on (the mobile design of its screens). */
    mobile: gameTextsSchema.optional(),
  })
  .refine((g) => g.prizes.reduce((sum, p) => sum + p.chances, 0) <= 100 + 1e-9, {
    message: 'prize chances must total at most 100 %',
    path: ['prizes'],
  })
  .refine((g) => new Set(g.prizes.map((p) => p.prize_id)).size === g.prizes.length, {
    message: 'prize ids must be unique',
    path: ['prizes'],
  });
export type Game = z.infer<typeof gameSchema>;

/** POST /api/display/game/{poptin_id}: one draw for one viewer of one pop-up. */
export const gameDrawRequestSchema = z.strictObject({
  client_id: id13,
  viewer_id: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
  /** The owner's preview (`?ppt-preview=`): a placeholder code, no pool code taken and no draw stored. */
  preview: z.boolean().default(false),
  /** The display answer's proof for this pop-up and viewer: a real draw is refused without it. */
  view_token: viewToken,
});
export type GameDrawRequest = z.infer<typeof gameDrawRequestSchema>;

export const gameDrawResponseSchema = z.strictObject({
  /** Index of the prize the wheel stops on; null when the draw fell outside every prize (a loss). */
  prize_index: z.number().int().min(0).nullable(),
  is_winner: z.boolean(),
  coupon: z.string(),
  /** The signed outcome; the conversion carries it back as `game_result`. */
  result: z.string(),
});
export type GameDrawResponse = z.infer<typeof gameDrawResponseSchema>;
