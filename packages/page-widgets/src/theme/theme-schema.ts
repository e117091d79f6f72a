/**
 * A site's theme as data: its name, logo, colours, fonts, menu and footer.
 * One schema validates it wherever it is written (a starter, the owner's
 * theme screen) and the renderer reads its type from here. Colours must stay
 * readable: text and links meet WCAG AA on the white page, and white meets it
 * on the buttons and the footer, so a site can never be made unreadable.
 */

import { isSafeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { contrastRatio, MIN_CONTRAST } from './colour.js';

export { contrastRatio, MIN_CONTRAST };

const HEX = /^#[0-9a-f]{6}$/;

const colour = z
  .string()
  .max(7)
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(HEX, 'must be a colour like #0b5f5f'));

/** Font stacks every device has: the site downloads no font and asks no font service. */
export const FONT_STACKS = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  humanist: 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif',
  geometric: 'Avenir,Montserrat,Corbel,"URW Gothic",source-sans-pro,sans-serif',
  serif: 'Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif',
  rounded: 'ui-rounded,"Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT",Calibri,sans-serif',
  monospace: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
} as const;

export type FontStack = keyof typeof FONT_STACKS;

const font = z.enum(Object.keys(FONT_STACKS) as [FontStack, ...FontStack[]]);

/** A link in the menu: an address on the site, an anchor, or a web, mail or phone address. */
const href = z.string().min(1).max(500).refine(isSafeLink, 'must start with /, #, http://, https://, mailto: or tel:');

const menuLink = { label: z.string().trim().min(1).max(60), href };

/** Three levels at most, spelled out: a menu needs no more, and a recursive schema could be sent nested deep. */
const menuItem = z.strictObject({
  ...menuLink,
  children: z
    .array(z.strictObject({ ...menuLink, children: z.array(z.strictObject(menuLink)).max(12).optional() }))
    .max(12)
    .optional(),
});

export const siteThemeSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    tagline: z.string().max(160),
    /** An image of the media library (/site/media/…) or an https address; null for the name alone. */
    logo: z
      .string()
      .max(500)
      .regex(/^(\/site\/(media|assets)\/|https:\/\/)/, 'must be an image of the media library or an https address')
      .nullable(),
    colours: z.strictObject({
      /** Links, buttons, the active menu entry. */
      primary: colour,
      /** Focus rings and notices. */
      accent: colour,
      /** Body text. */
      text: colour,
      /** Headings and the footer's background. */
      headings: colour,
    }),
    fonts: z.strictObject({ headings: font, body: font }),
    menu: z.array(menuItem).max(12),
    footer: z.strictObject({
      address: z.string().max(200),
      phone: z.string().max(40),
      hours: z.string().max(120),
      note: z.string().max(600),
    }),
  })
  .superRefine((theme, ctx) => {
    const check = (path: string[], fg: string, bg: string, what: string) => {
      // A colour that failed its own rule is reported there; zod still runs this refinement.
      if (!HEX.test(fg)) return;
      const ratio = contrastRatio(fg, bg);
      if (ratio < MIN_CONTRAST)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${what} has a contrast of ${ratio.toFixed(1)}:1; at least ${MIN_CONTRAST}:1 keeps it readable`,
        });
    };
    const { primary, accent, text, headings } = theme.colours;
    check(
      ['colours', 'primary'],
      primary,
      '#ffffff',
      'white text on this colour (buttons) and this colour on white (links)',
    );
    check(['colours', 'accent'], accent, '#ffffff', 'this colour on white (focus rings and notices)');
    check(['colours', 'text'], text, '#ffffff', 'this text colour on the white page');
    check(
      ['colours', 'headings'],
      headings,
      '#ffffff',
      'white text on this colour (the footer) and this colour on white',
    );
  });

export type SiteTheme = z.infer<typeof siteThemeSchema>;
export type MenuItem = SiteTheme['menu'][number];
