/** Social embed widget: a YouTube or Vimeo video, or a Facebook post through its SDK, behind a consent placeholder. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { SocialEmbed } from './component.js';
import { FACEBOOK_URL, VIDEO_ID } from './consent.js';

const settings = z
  .object({
    network: z.enum(['youtube', 'vimeo', 'facebook']).default('youtube'),
    videoId: z.string().max(20).default('aaaaaaaaaaa'),
    /** Facebook: a public post, video or page address. */
    postUrl: z.string().max(340).regex(FACEBOOK_URL, 'must be a https://www.facebook.com/ address').optional(),
    /** Facebook: the site's app id for the SDK's init (§7 call 5). */
    appId: z
      .string()
      .max(20)
      .regex(/^\d{5,20}$/, 'must be a numeric app id')
      .optional(),
    title: z.string().min(1).max(200).default('Vídeo'),
  })
  .strict()
  .refine((s) => s.network === 'facebook' || VIDEO_ID[s.network].test(s.videoId), {
    message: 'must be a YouTube id (11 characters) or a Vimeo number',
    path: ['videoId'],
  })
  .refine((s) => s.network !== 'facebook' || s.postUrl !== undefined, {
    message: 'is required for a Facebook embed',
    path: ['postUrl'],
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
          props={{ network: s.network, videoId: s.videoId, postUrl: s.postUrl, appId: s.appId, title: s.title }}
        />
      </div>
    );
  },
  // No overflow:hidden on the box: with visible overflow, aspect-ratio is only a minimum, so on a phone the
  // consent text and its buttons (about 354 px) grow the 16:9 box (198 px at 390 px) instead of being clipped.
  css: `.se{aspect-ratio:16/9;background:var(--headings);color:#fff;border-radius:10px;display:flex}
.se iframe{width:100%;height:100%;border:0;border-radius:inherit}
.se .fb-post{margin:auto;max-width:100%;background:#fff;border-radius:inherit}
.se-ask{margin:auto;padding:1.5rem;max-width:36rem;text-align:center}.se-ask p{margin:0 0 .8rem}
.se-title{font-weight:700;font-size:1.15rem}.se-actions{display:flex;gap:1rem;justify-content:center;align-items:center;flex-wrap:wrap}
.se-ask a{color:#fff}.se-ask .btn{background:#fff;color:var(--primary)}`,
});
