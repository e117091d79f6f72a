/**
 * Consent for third-party embeds: nothing from the network loads until the
 * visitor agrees; the choice is remembered per network in localStorage, and
 * the embed address is built only from an id checked here (never a raw URL).
 */
export type SocialNetwork = 'youtube' | 'vimeo' | 'facebook';
export type VideoNetwork = Exclude<SocialNetwork, 'facebook'>;

export const CONSENT_KEY = 'site-embed-consent';

export interface ConsentStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function hasConsent(store: ConsentStore, network: SocialNetwork): boolean {
  try {
    const saved = JSON.parse(store.getItem(CONSENT_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) && saved.includes(network);
  } catch {
    return false;
  }
}

export function giveConsent(store: ConsentStore, network: SocialNetwork): void {
  let saved: unknown;
  try {
    saved = JSON.parse(store.getItem(CONSENT_KEY) ?? '[]');
  } catch {
    saved = [];
  }
  const list = Array.isArray(saved) ? saved.filter((x): x is string => typeof x === 'string') : [];
  if (!list.includes(network)) list.push(network);
  store.setItem(CONSENT_KEY, JSON.stringify(list));
}

export const VIDEO_ID: Record<VideoNetwork, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{6,12}$/ };

export function embedUrl(network: VideoNetwork, videoId: string): string {
  return network === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${videoId}`
    : `https://player.vimeo.com/video/${videoId}?dnt=1`;
}

export function pageUrl(network: VideoNetwork, videoId: string): string {
  return network === 'youtube' ? `https://www.youtube.com/watch?v=${videoId}` : `https://vimeo.com/${videoId}`;
}

/** A public Facebook post, video or page address: the only thing the SDK is asked to embed. */
export const FACEBOOK_URL = /^https:\/\/www\.facebook\.com\/[A-Za-z0-9._\-/]{1,300}$/;
