/** Share buttons widget (§9 networks): the page's URL, title, excerpt and featured image, or a fixed share_url. */
import { z } from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { ShareButtons } from './component.js';
import { NETWORKS } from './urls.js';

const settings = z
  .object({
    networks: z
      .array(z.enum(NETWORKS))
      .min(1)
      .max(18)
      .default(['facebook', 'twitter', 'linkedin', 'whatsapp', 'email', 'print']),
    shareUrl: z.url().optional(),
    showLabels: z.boolean().default(true),
    title: z.string().max(80).default('Compartir'),
  })
  .strict();

export const shareButtons = defineWidget({
  type: 'share-buttons',
  label: 'Botones para compartir',
  settings,
  render: function ShareWidget({ id, settings: s }) {
    const { page } = useRenderContext();
    const data = {
      url: s.shareUrl ?? page.url,
      title: page.title,
      text: page.excerpt,
      image: page.featuredImage ? new URL(page.featuredImage, page.url).href : null,
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not a form
      <div className="w w-share" role="group" aria-labelledby={`${id}-t`}>
        <p className="share-title" id={`${id}-t`}>
          {s.title}
        </p>
        <Island
          name="share-buttons"
          component={ShareButtons}
          props={{ networks: s.networks, data, showLabels: s.showLabels }}
        />
      </div>
    );
  },
  css: `.share-title{font-weight:600;margin:0 0 .5rem}.share{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.share-link{display:inline-flex;align-items:center;gap:.45rem;min-height:40px;padding:.35rem .8rem .35rem .4rem;border-radius:6px;background:#eef3f6;color:#10232f;text-decoration:none;border:1px solid #c5d2da;font:inherit;font-size:.95rem;cursor:pointer}
.share-link:hover{background:#dde8ee;color:#10232f}
.share-icon{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:#0b5f5f;color:#fff;font-weight:700;font-size:.85rem}`,
});
