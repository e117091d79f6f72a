/** Social embed widget: a YouTube or Vimeo video behind a consent placeholder. */
import { z } from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { SocialEmbed } from './component.js';
import { VIDEO_ID } from './consent.js';

const settings = z
  .object({
    network: z.enum(['youtube', 'vimeo']).default('youtube'),
    videoId: z.string().default('aaaaaaaaaaa'),
    title: z.string().min(1).max(200).default('Vídeo'),
  })
  .strict()
  .refine((s) => VIDEO_ID[s.network].test(s.videoId), {
    message: 'must be a YouTube id (11 characters) or a Vimeo number',
    path: ['videoId'],
  });

export const socialEmbed = defineWidget({
  type: 'social-embed',
  label: 'Inserción de red social',
  settings,
  render: function SocialEmbedWidget({ settings: s }) {
    return (
      <div className="w w-social">
        <Island
          name="social-embed"
          component={SocialEmbed}
          props={{ network: s.network, videoId: s.videoId, title: s.title }}
        />
      </div>
    );
  },
  css: `.se{aspect-ratio:16/9;background:#10232f;color:#fff;border-radius:10px;overflow:hidden;display:flex}
.se iframe{width:100%;height:100%;border:0}
.se-ask{margin:auto;padding:1.5rem;max-width:36rem;text-align:center}.se-ask p{margin:0 0 .8rem}
.se-title{font-weight:700;font-size:1.15rem}.se-actions{display:flex;gap:1rem;justify-content:center;align-items:center;flex-wrap:wrap}
.se-ask a{color:#fff}.se-ask .btn{background:#fff;color:#0b4f52}`,
});
