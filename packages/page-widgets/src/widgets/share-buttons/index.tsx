/** Share buttons widget (§9 networks): the page's URL, title, excerpt and featured image, or a fixed share_url. */

import { isSafeLink, SAFE_LINK_MESSAGE } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { ShareButtons } from './component.js';
import { shareIcon } from './icons.js';
import { NETWORKS } from './urls.js';

const settings = z
  .object({
    networks: z
      .array(z.enum(NETWORKS))
      .min(1)
      .max(18)
      .refine((list) => new Set(list).size === list.length, 'must not list a network twice')
      .default(['facebook', 'twitter', 'linkedin', 'whatsapp', 'email', 'print']),
    shareUrl: z.url().refine(isSafeLink, SAFE_LINK_MESSAGE).optional(),
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
        {/* The chosen networks' icons, once, as symbols the buttons point at (hidden, not display:none,
            which some engines do not draw through <use>). */}
        <svg className="share-symbols" aria-hidden="true" focusable="false">
          {s.networks.map((n) => {
            const icon = shareIcon(n);
            return (
              <symbol
                key={n}
                id={`${id}-share-${n}`}
                viewBox={icon.viewBox}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: icon-set package data, never visitor input
                dangerouslySetInnerHTML={{ __html: icon.body }}
              />
            );
          })}
        </svg>
        <Island
          name="share-buttons"
          component={ShareButtons}
          props={{ networks: s.networks, data, showLabels: s.showLabels, iconPrefix: `${id}-share` }}
        />
      </div>
    );
  },
  css: `.share-title{font-weight:600;margin:0 0 .5rem}.share{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.share-link{display:inline-flex;align-items:center;gap:.45rem;min-height:40px;padding:.35rem .8rem .35rem .4rem;border-radius:6px;background:#eef3f6;color:var(--headings);text-decoration:none;border:1px solid #c5d2da;font:inherit;font-size:.95rem;cursor:pointer}
.share-link:hover{background:#dde8ee;color:var(--headings)}
.share-icon{flex:none;width:28px;height:28px;padding:6px;box-sizing:border-box;border-radius:50%;background:var(--primary);color:#fff;fill:currentColor}
.share-symbols{position:absolute;width:0;height:0;overflow:hidden}`,
});
