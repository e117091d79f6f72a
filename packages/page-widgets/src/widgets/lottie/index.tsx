/** Lottie widget (§3 Lottie): a shipped animation file with its trigger and playback settings. */

import { isSafeLink, SAFE_LINK_MESSAGE, safeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { Lottie } from './component.js';

const percent = z.number().min(0).max(100);

const settings = z
  .object({
    source: z.enum(['media_file', 'external_url']).default('media_file'),
    /** A file the site ships (media_file) … */
    sourceJson: z.string().startsWith('/').default('/site/assets/lottie/hidratacion.json'),
    /** … or an address the visitor's browser fetches (external_url). */
    sourceExternalUrl: z.url().refine(isSafeLink, SAFE_LINK_MESSAGE).optional(),
    width: z.number().int().positive().default(200),
    height: z.number().int().positive().default(200),
    label: z.string().min(1).max(200).default('Animación'),
    caption: z.string().max(200).optional(),
    customLink: safeLink(300).optional(),
    trigger: z
      .enum(['none', 'arriving_to_viewport', 'bind_to_scroll', 'on_click', 'on_hover'])
      .default('arriving_to_viewport'),
    effectsRelativeTo: z.enum(['viewport', 'page']).default('viewport'),
    viewportStart: percent.default(0),
    viewportEnd: percent.default(100),
    playSpeed: z.number().min(0.1).max(5).default(1),
    loop: z.boolean().default(false),
    numberOfTimes: z.number().int().min(0).max(100).default(0),
    reverseAnimation: z.boolean().default(false),
    startPoint: percent.default(0),
    endPoint: percent.default(100),
    hoverArea: z.enum(['widget', 'column', 'section']).default('widget'),
    onHoverOut: z.enum(['pause', 'reverse']).default('pause'),
    lazyload: z.boolean().default(true),
  })
  .strict();

export const lottie = defineWidget({
  type: 'lottie',
  label: 'Lottie',
  settings,
  render: function LottieWidget({ settings: s }) {
    const src = s.source === 'external_url' && s.sourceExternalUrl ? s.sourceExternalUrl : s.sourceJson;
    const props = {
      src,
      width: s.width,
      height: s.height,
      label: s.label,
      caption: s.caption,
      link: s.customLink,
      trigger: s.trigger,
      effectsRelativeTo: s.effectsRelativeTo,
      viewportStart: s.viewportStart,
      viewportEnd: s.viewportEnd,
      playSpeed: s.playSpeed,
      loop: s.loop,
      numberOfTimes: s.numberOfTimes,
      reverse: s.reverseAnimation,
      startPoint: s.startPoint,
      endPoint: s.endPoint,
      hoverArea: s.hoverArea,
      onHoverOut: s.onHoverOut,
      lazyload: s.lazyload,
    };
    return (
      <div className="w w-lottie">
        <Island name="lottie" component={Lottie} props={props} />
      </div>
    );
  },
  // overflow:hidden makes the box's aspect-ratio binding: otherwise the inline <svg> lottie-web inserts
  // adds a baseline gap below it and the box grows 8 px on a phone, shifting the sections after it.
  css: '.lottie{margin:0 auto;max-width:240px;text-align:center}.lottie-box{width:100%;overflow:hidden}.lottie-box>svg{display:block}.lottie figcaption{font-size:.9rem;color:#4a5b67}',
});
