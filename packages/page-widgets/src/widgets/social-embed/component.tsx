/**
 * A social video or post embed loaded only after consent (§4 social: loading,
 * loaded, parsed): a placeholder explains who hosts the content; "Cargar" stores
 * the consent and inserts the player (or, for Facebook, loads the SDK of §7
 * call 5 and lets it parse the post) when the embed is within 200 px of the
 * viewport. With consent stored earlier it loads by itself, lazily. Never in
 * the editor (§6).
 */
import { useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { embedUrl, giveConsent, hasConsent, pageUrl, type SocialNetwork } from './consent.js';
import { loadFacebookSdk } from './sdk.js';

export interface SocialEmbedProps extends IslandBaseProps {
  network: SocialNetwork;
  /** YouTube and Vimeo: the video's id. */
  videoId: string;
  /** Facebook: the post's address, embedded by the network's SDK. */
  postUrl?: string;
  /** Facebook: the site's app id, handed to the SDK's init. */
  appId?: string;
  title: string;
}

const NAMES: Record<SocialNetwork, string> = { youtube: 'YouTube', vimeo: 'Vimeo', facebook: 'Facebook' };

export function SocialEmbed(p: SocialEmbedProps) {
  const [state, setState] = useState<'ask' | 'waiting' | 'loaded'>('ask');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (p.editing) return;
    try {
      if (hasConsent(window.localStorage, p.network)) setState('waiting');
    } catch {
      // storage blocked: ask every time
    }
  }, [p.network, p.editing]);

  useEffect(() => {
    if (state !== 'waiting' || !box.current) return;
    const io = new IntersectionObserver(
      ([e]) => {
        if (!e?.isIntersecting) return;
        io.disconnect();
        setState('loaded');
      },
      { rootMargin: '200px' },
    );
    io.observe(box.current);
    return () => io.disconnect();
  }, [state]);

  // The SDK only once the post's placeholder is in the page: it then replaces it with the network's frame.
  useEffect(() => {
    if (state !== 'loaded' || p.network !== 'facebook') return;
    loadFacebookSdk(p.appId).then(
      (fb) => box.current && fb.XFBML.parse(box.current),
      () => setState('ask'),
    );
  }, [state, p.network, p.appId]);

  const name = NAMES[p.network];
  const external = p.network === 'facebook' ? (p.postUrl ?? '') : pageUrl(p.network, p.videoId);
  return (
    <div ref={box} className="se" data-state={state}>
      {state === 'loaded' && p.network === 'facebook' ? (
        <div className="fb-post" data-href={p.postUrl} data-width="auto" data-show-text="true" />
      ) : state === 'loaded' && p.network !== 'facebook' ? (
        <iframe
          src={embedUrl(p.network, p.videoId)}
          title={p.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
        />
      ) : (
        <div className="se-ask">
          <p className="se-title">{p.title}</p>
          <p>{`Este contenido está alojado en ${name}. Al cargarlo, ${name} puede recibir datos de su visita y usar cookies.`}</p>
          <p className="se-actions">
            <button
              type="button"
              className="btn"
              onClick={() => {
                if (p.editing) return;
                try {
                  giveConsent(window.localStorage, p.network);
                } catch {
                  // not remembered, but loaded this time
                }
                setState('waiting');
              }}
            >
              {`Cargar contenido de ${name}`}
            </button>
            <a href={external} target="_blank" rel="noopener noreferrer">
              {`Ver en ${name}`}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
