/**
 * Text: paragraphs and lists. Content is data rendered as text (never HTML
 * from the database); `**bold**` is the one inline mark, enough for
 * a site's prose without opening an injection path.
 */
import { Fragment } from 'react';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';

const block = z.union([
  z.string().min(1).max(4000),
  z.object({ list: z.array(z.string().min(1).max(1000)).min(1).max(50), ordered: z.boolean().default(false) }).strict(),
]);

const settings = z
  .object({
    blocks: z.array(block).max(60).default(['Escribe aquí el texto.']),
    style: z.enum(['plain', 'lead', 'notice']).default('plain'),
  })
  .strict();

function Inline({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((p, i) => (
        // Odd parts are the text between ** marks.
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string, fixed order
        <Fragment key={`${i}-${p.slice(0, 8)}`}>{i % 2 === 1 ? <strong>{p}</strong> : p}</Fragment>
      ))}
    </>
  );
}

export const text = defineWidget({
  type: 'text',
  label: 'Texto',
  settings,
  render: function Text({ settings: s }) {
    return (
      <div className={`w w-text${s.style === 'notice' ? ' notice' : ''}${s.style === 'lead' ? ' lead' : ''}`}>
        {s.blocks.map((b, i) => {
          const key = `b${i}`;
          if (typeof b === 'string')
            return (
              <p key={key}>
                <Inline text={b} />
              </p>
            );
          const List = b.ordered ? 'ol' : 'ul';
          return (
            <List key={key}>
              {b.list.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items are text in document order, without ids
                <li key={`${key}-${j}`}>
                  <Inline text={item} />
                </li>
              ))}
            </List>
          );
        })}
      </div>
    );
  },
  css: '.w-text.lead{font-size:1.15rem;color:#3d4f5c}.w-text p{margin:0 0 1em}.w-text p:last-child{margin-bottom:0}',
});
