/**
 * The video block: a placeholder with a named play button, and nothing else,
 * until the visitor presses play; only then is the player created (a
 * youtube-nocookie or Vimeo embed, or a `<video>` for a file link), so no
 * request leaves for a third party before the click. The placeholder is drawn
 * from our own CSS: a thumbnail from the video host would be such a request.
 */
import { useState } from 'react';
import type { Lang } from '../../contract.js';
import { t } from '../../rules/messages.js';
import { videoSource } from './video-source.js';

export interface VideoProps {
  url: string;
  title: string;
  lang: Lang;
  /** Dashboard preview: the placeholder only, so editing never starts a player. */
  preview: boolean;
}

export function Video({ url, title, lang, preview }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  const source = videoSource(url);
  if (!source) return null;
  const name = title || t(lang, 'videoPlay');
  if (!playing || preview)
    return (
      <div className="bk-video">
        <button
          type="button"
          className="bk-vplay"
          aria-label={title ? `${t(lang, 'videoPlay')}: ${title}` : t(lang, 'videoPlay')}
          onClick={() => setPlaying(true)}
        >
          <span className="bk-vicon" aria-hidden="true" />
          {title ? <span className="bk-vtitle">{title}</span> : null}
        </button>
      </div>
    );
  return (
    <div className="bk-video">
      {source.kind === 'embed' ? (
        <iframe
          className="bk-vframe"
          src={source.src}
          title={name}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the owner's file comes without a captions track to point to
        <video className="bk-vframe" src={source.src} title={name} controls autoPlay playsInline />
      )}
    </div>
  );
}
