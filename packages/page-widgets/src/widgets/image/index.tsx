/**
 * Image: a shipped or media library image with its intrinsic size (no layout shift), alt text and caption;
 * lazy below the fold. Library images also list their smaller generated sizes in srcset.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { mediaSrcset } from '../../media-urls.js';

const settings = z
  .object({
    src: z.string().startsWith('/').default('/site/assets/img/clinica.svg'),
    alt: z.string().max(300).default(''),
    width: z.number().int().min(1).max(4000).default(1200),
    height: z.number().int().min(1).max(4000).default(800),
    caption: z.string().max(300).optional(),
    lazy: z.boolean().default(true),
  })
  .strict();

export const image = defineWidget({
  type: 'image',
  label: 'Imagen',
  settings,
  render: function Image({ settings: s }) {
    return (
      <figure className="w w-image">
        <img
          src={s.src}
          srcSet={mediaSrcset(s.src)}
          alt={s.alt}
          width={s.width}
          height={s.height}
          loading={s.lazy ? 'lazy' : undefined}
          decoding="async"
        />
        {s.caption ? <figcaption>{s.caption}</figcaption> : null}
      </figure>
    );
  },
  css: '.w-image{margin-left:0;margin-right:0}.w-image img{display:block;width:100%;border-radius:8px}.w-image figcaption{font-size:.9rem;color:#4a5b67;margin-top:.4rem}',
});
