/** Heading: h1–h4 with an optional anchor id (targets of the TOC and in-page links). */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';

/** Every heading has an id (the TOC links to it): its anchor, else one derived from the node id. */
export function headingId(nodeId: string, anchor: string | undefined): string {
  return anchor ?? `h-${nodeId}`;
}

const settings = z
  .object({
    text: z.string().min(1).max(300).default('Título'),
    level: z.enum(['h1', 'h2', 'h3', 'h4']).default('h2'),
    anchor: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, 'must be a valid fragment: a letter or underscore, then letters, digits, _ or -')
      .optional(),
    align: z.enum(['left', 'center']).default('left'),
  })
  .strict();

export const heading = defineWidget({
  type: 'heading',
  label: 'Título',
  settings,
  render: function Heading({ id, settings: s }) {
    const Tag = s.level;
    return (
      <Tag
        className="w w-heading"
        id={headingId(id, s.anchor)}
        style={s.align === 'center' ? { textAlign: 'center' } : undefined}
      >
        {s.text}
      </Tag>
    );
  },
});
