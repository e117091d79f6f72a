/**
 * The pop-up's content as a design document: what GET {poptin_url} returns and
 * what the renderer draws. Owner content is data (text, image URLs, colours),
 * never HTML, so nothing from the network is parsed as markup (DEVELOPERS.md).
 */
import * as z from 'zod';
import { formFieldSchema } from './form-fields.js';
import { gameSchema } from './game.js';
import { id13, text } from './ids.js';
import { addToCartTextsShape, productButtonBlockSchema, productsBlockSchema } from './product-recommendation.js';
import { MAX_SOCIAL_LINKS, SOCIAL_NETWORKS } from './social-networks.js';

export const EFFECTS = [
  'none',
  'up',
  'down',
  'left',
  'right',
  'blind',
  'fold',
  'bounce',
  'clip',
  'size',
  'scale-out',
  'explode',
  'fade',
  'highlight',
  'puff',
  'pulsate',
  'scale',
  'shake',
] as const;
export type Effect = (typeof EFFECTS)[number];

export const LOCATIONS = [
  'left_top',
  'center_top',
  'right_top',
  'left_midlle',
  'center_midlle',
  'right_midlle',
  'left_bottom',
  'center_bottom',
  'right_bottom',
] as const;
export type Location = (typeof LOCATIONS)[number];

export const CLOSE_OPTIONS = ['closing_options-x', 'closing_options-button', 'closing_options-empty'] as const;

/** Background effects drawn behind the content (spec §2 "Animations"); off under prefers-reduced-motion. */
export const BACKGROUND_EFFECTS = ['none', 'wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti'] as const;
export type BackgroundEffect = (typeof BACKGROUND_EFFECTS)[number];

/**
 * Web fonts the server hosts itself (widget dist/fonts, from @fontsource): no request goes to a font CDN. Each is
 * a dependency shipped with the widget, so the list is a chosen few rather than the ~200 of §9; Open Sans, Rubik
 * and Heebo also draw Hebrew.
 */
export const WEB_FONTS = [
  '',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Playfair Display',
  'Rubik',
  'Heebo',
] as const;
export type WebFont = (typeof WEB_FONTS)[number];

const seconds = z.number().int().min(0).max(3600);
/** design_properties.timer: empty (no countdown), minutes|seconds from showing, or a fixed end. */
const TIMER = /^$|^timerTime@\d{1,4}\|\d{1,2}$|^timerDate@\d{4}-\d{2}-\d{2}\|\d{2}:\d{2}\|[+-]\d{2}:\d{2}$/;
const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like #1a2b3c');
/** http(s) URLs only: no javascript:, data: or protocol-relative tricks in owner content. */
const httpUrl = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/(?!\/))/i, 'must start with http://, https:// or /');
/**
 * A conversion event name: letters, digits, _ - and ., starting with a letter, at most 40 characters (Google
 * Analytics 4's cap on event names). The cap aborts before the pattern runs.
 */
export const CONVERSION_EVENT_MAX = 40;
export const conversionEventSchema = z
  .string()
  .max(CONVERSION_EVENT_MAX, { error: `must be at most ${CONVERSION_EVENT_MAX} characters`, abort: true })
  .regex(/^([A-Za-z][A-Za-z0-9_.-]*)?$/, 'must start with a letter and hold only letters, digits, _, - and .');
/** A profile on a social network leaves the site: https only. The cap aborts before the pattern runs. */
const httpsUrl = z
  .string()
  .max(2000, { error: 'must be at most 2000 characters', abort: true })
  .regex(/^https:\/\/\S+$/i, 'must start with https://');

export const socialLinkSchema = z.strictObject({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl });
export type SocialLink = z.infer<typeof socialLinkSchema>;
const socialLinks = z
  .array(socialLinkSchema)
  .min(1, `must have 1 to ${MAX_SOCIAL_LINKS} links`)
  .max(MAX_SOCIAL_LINKS, `must have 1 to ${MAX_SOCIAL_LINKS} links`);

/** When the teaser tab shows (§4 tabshow): at once, until the pop-up was seen, or once it was closed. */
export const TEASER_MODES = ['always', 'before_show', 'after_close'] as const;
export type TeaserMode = (typeof TEASER_MODES)[number];
export const TEASER_SIDES = ['left', 'right', 'bottom_left', 'bottom_right'] as const;

/**
 * The teaser tab (§4): a small tab on an edge of the page that opens the
 * pop-up. It travels in the pop-up record (popup-record.ts) because it shows
 * before the pop-up's content is fetched.
 */
export const teaserSchema = z.strictObject({
  on: z.boolean().default(false),
  show: z.enum(TEASER_MODES).default('after_close'),
  text: text(60).regex(/\S/, 'must not be blank').default('Get 10% off'),
  side: z.enum(TEASER_SIDES).default('bottom_left'),
  /** Replayed every 3 s (§9 tab repeat); `none` keeps the tab still. Tab animations use the effect names (§2). */
  animation: z.enum(EFFECTS).default('shake'),
  background: color.default('#0b5fff'),
  text_color: color.default('#ffffff'),
});
export type Teaser = z.infer<typeof teaserSchema>;

export const designPropertiesSchema = z.strictObject({
  switch_mobile_editor: z.boolean().default(false),
  poptin_location: z.enum(LOCATIONS).default('center_midlle'),
  poptin_design_close_options_type: z.enum(CLOSE_OPTIONS).default('closing_options-x'),
  poptin_design_show_x_comment: text(120).default(''),
  /** Skip button / X appears after this many seconds (skip button counts down). */
  poptin_design_show_x_after_sec: seconds.default(0),
  poptin_design_auto_close: z.boolean().default(false),
  poptin_design_auto_close_sec: seconds.default(10),
  poptin_design_close_on_screen_click: z.boolean().default(true),
  poptin_design_content_lock: z.boolean().default(false),
  poptin_design_entry_effect: z.enum(EFFECTS).default('fade'),
  poptin_design_exit_effect: z.enum(EFFECTS).default('fade'),
  poptin_design_redirect: z.boolean().default(false),
  poptin_design_redirect_url: z.string().max(2000).default(''),
  poptin_design_redirect_send_form_data: z.boolean().default(false),
  poptin_design_thank_screen: z.boolean().default(true),
  thank_screen_auto_close: z.boolean().default(true),
  auto_close_sec: seconds.default(5),
  /** Shown by a `coupon` block with a copy button, and sent with the conversion. */
  coupon: text(60).default(''),
  /**
   * Conversion tracking as data, never owner script: the event the widget pushes onto the page's Google Tag
   * Manager dataLayer (and sends through gtag when the page has it) after a lead; '' for none. The display
   * service answers it as the conversion's integration.conversion_code.
   */
  conversion_event: conversionEventSchema.default(''),
  /** Countdown style for `timer` blocks: 1 digits, 2 flip clock (0, the legacy default, draws as 1). */
  timer_ver: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  /**
   * The countdown a `timer` block draws, "kind@values": `timerTime@M|S` counts
   * M minutes S seconds from when the pop-up shows; `timerDate@YYYY-MM-DD|HH:MM|±HH:MM`
   * counts to a fixed end (date, time, timezone offset). At zero the pop-up
   * closes; a fixed end already past keeps it from showing.
   */
  timer: z.string().max(60).regex(TIMER, 'must be timerTime@M|S or timerDate@YYYY-MM-DD|HH:MM|+HH:MM').default(''),
  /** Drawn behind the content while the pop-up shows; its code loads only then. */
  background_effect: z.enum(BACKGROUND_EFFECTS).default('none'),
  field_checkbox_required: z.boolean().default(false),
  field_checkbox_default_marked: z.boolean().default(false),
  /** The product buttons' texts besides their own (product-recommendation.ts). */
  ...addToCartTextsShape,
  teaser: teaserSchema.default(teaserSchema.parse({})),
});
export type DesignProperties = z.infer<typeof designPropertiesSchema>;

/** Content blocks of one screen, drawn top to bottom. Text may hold §2 dynamic text tags. */
export const blockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), text: text(300) }),
  z.strictObject({ kind: z.literal('text'), text: text(2000) }),
  z.strictObject({ kind: z.literal('image'), src: httpUrl, alt: text(300).default('') }),
  z.strictObject({ kind: z.literal('form') }),
  /** The countdown of design_properties.timer. */
  z.strictObject({ kind: z.literal('timer') }),
  /** design_properties.coupon with a copy button. */
  z.strictObject({ kind: z.literal('coupon') }),
  /** A news ticker: the text scrolls across once every `speed` / 400 seconds (spec §9: 7000 by default). */
  z.strictObject({
    kind: z.literal('ticker'),
    text: text(500),
    speed: z.number().int().min(1000).max(40000).default(7000),
  }),
  /** A YouTube, Vimeo or video-file link, loaded only when the visitor presses play. */
  z.strictObject({ kind: z.literal('video'), url: httpUrl, title: text(120).default('') }),
  /** A row of links to the owner's social profiles (social-networks.ts); following one neither closes nor converts. */
  z.strictObject({ kind: z.literal('social'), links: socialLinks }),
  z.strictObject({
    kind: z.literal('button'),
    label: text(120),
    action: z.enum(['close', 'url']).default('close'),
    url: z.string().max(2000).default(''),
  }),
  /** Up to 3 store products with their buttons (product-recommendation.ts). */
  productsBlockSchema,
  /** One store product's button. */
  productButtonBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;

export const styleSchema = z.strictObject({
  background: color.default('#ffffff'),
  text_color: color.default('#1f2328'),
  accent: color.default('#0b5fff'),
  accent_text: color.default('#ffffff'),
  font_family: z
    .string()
    .regex(/^[A-Za-z0-9 ,'-]{1,120}$/, 'must be a plain font family list')
    .default('system-ui, sans-serif'),
  /** A self-hosted web font put before font_family (which stays the fallback); '' for none. */
  web_font: z.enum(WEB_FONTS).default(''),
  border_radius: z.number().int().min(0).max(60).default(12),
  overlay_opacity: z.number().min(0).max(1).default(0.6),
});
export type PopupStyle = z.infer<typeof styleSchema>;

export const screenSchema = z.array(blockSchema).max(30);

export const designDocumentSchema = z.strictObject({
  poptin_id: id13,
  /** Bumped on every save so caches can tell versions apart. */
  version: z.number().int().min(1),
  lang: z.enum(['en', 'he', 'es']).default('en'),
  poptin_size: z
    .strictObject({ width: z.number().int().min(120).max(1920), height: z.number().int().min(60).max(1920) })
    .default({ width: 800, height: 500 }),
  design_properties: designPropertiesSchema.default(designPropertiesSchema.parse({})),
  style: styleSchema.default(styleSchema.parse({})),
  screens: z.strictObject({
    main: screenSchema,
    thank_you: screenSchema.default([]),
    /** Swapped in on mobile devices when design_properties.switch_mobile_editor is on. */
    mobile_main: screenSchema.optional(),
    mobile_thank_you: screenSchema.optional(),
  }),
  fields: z.array(formFieldSchema).max(30).default([]),
  submit_label: text(120).default('Subscribe'),
  /** Gamified pop-ups: the prizes and the game's screens (game.ts). */
  game: gameSchema.optional(),
});
export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;
