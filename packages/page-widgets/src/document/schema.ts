/**
 * The page document: JSON of sections → columns → widgets, each node a
 * widget type, its settings and (containers only) its children. This file
 * holds the structural schema; `validate.ts` checks each node's settings
 * against its widget's own schema.
 */
import * as z from 'zod';

export interface PageNode {
  /** Unique in the document; lowercase letters, digits and dashes (used in DOM ids). */
  id: string;
  type: string;
  settings: Record<string, unknown>;
  children?: PageNode[];
}

export const NODE_ID = /^[a-z][a-z0-9-]{0,47}$/;

export const nodeSchema: z.ZodType<PageNode, unknown> = z.lazy(() =>
  z
    .object({
      id: z.string().regex(NODE_ID, 'must be 1–48 lowercase letters, digits or dashes, starting with a letter'),
      type: z.string().min(1),
      settings: z.record(z.string(), z.unknown()).default({}),
      children: z.array(nodeSchema).max(200).optional(),
    })
    .strict(),
);

export const rootSettingsSchema = z
  .object({
    showHeader: z.boolean().default(true),
    showFooter: z.boolean().default(true),
    /** Title and featured image above the content (posts). */
    showTitle: z.boolean().default(true),
  })
  .strict();

export const documentSchema = z
  .object({
    schemaVersion: z.literal(1),
    root: z
      .object({ settings: rootSettingsSchema.default({ showHeader: true, showFooter: true, showTitle: true }) })
      .strict(),
    content: z.array(nodeSchema).max(100),
  })
  .strict();

export type PageDocumentInput = z.input<typeof documentSchema>;
export type RootSettings = z.output<typeof rootSettingsSchema>;

/** A node whose settings have been checked and completed with the widget's defaults. */
export interface ResolvedNode {
  id: string;
  type: string;
  settings: unknown;
  children: ResolvedNode[];
}

export interface ResolvedDocument {
  schemaVersion: 1;
  root: { settings: RootSettings };
  content: ResolvedNode[];
}
