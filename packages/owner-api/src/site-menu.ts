/**
 * The site's main-menu entries in the owner API (/api/owner/site/menu): the entries editors
 * add for their pages, placed among the theme's own entries. `position` counts the theme's top-level
 * entries: 0 puts an entry first, 1 after the theme's first entry, and past the end puts it last.
 */
import * as z from 'zod';

const label = z.string().trim().min(1, 'must not be blank').max(60, 'must be at most 60 characters');
const position = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(99, 'must be at most 99');

export const menuEntryParamsSchema = z.strictObject({
  pageId: z
    .string()
    .max(9, { error: 'must be a page number', abort: true })
    .regex(/^[1-9]\d{0,8}$/, 'must be a page number'),
});

export const menuEntryCreateSchema = z.strictObject({
  page_id: z
    .number({ error: 'must be a page number' })
    .int('must be a page number')
    .min(1, 'must be a page number')
    .max(999_999_999, 'must be a page number'),
  label,
  position,
});
export type MenuEntryCreate = z.infer<typeof menuEntryCreateSchema>;

/**
 * `move` takes an entry one step up or down the menu as the site shows it: past a neighbouring added
 * entry of the same place the two swap; past a theme entry it changes place.
 */
export const menuEntryUpdateSchema = z
  .strictObject({
    label: label.optional(),
    position: position.optional(),
    move: z.enum(['up', 'down'], { error: "must be 'up' or 'down'" }).optional(),
  })
  .refine((v) => v.label !== undefined || v.position !== undefined || v.move !== undefined, {
    error: 'must change the label or the position',
  })
  .refine((v) => v.position === undefined || v.move === undefined, {
    error: 'give a position or a move, not both',
    path: ['move'],
  });
export type MenuEntryUpdate = z.infer<typeof menuEntryUpdateSchema>;

export interface MenuEntry {
  page_id: number;
  label: string;
  position: number;
  /** The page's address and title; the entry shows on the site only while the page is published. */
  path: string;
  title: string;
  published: boolean;
}

export interface SiteMenu {
  /** The theme's own top-level entries, in order: the places `position` counts. */
  theme: string[];
  /** The added entries in the order the site shows them. */
  entries: MenuEntry[];
}
