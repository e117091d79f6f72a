/**
 * Which player a video block's link needs, shared by the renderer and the
 * builder (which tells the owner when a link cannot play).
 */
type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]|$)/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})(?:[?#/]|$)/i;
const FILE = /^(?:https?:\/\/[^?#]+|\/[^/?#][^?#]*)\.(?:mp4|webm|ogv)(?:[?#]|$)/i;

/**
 * What plays a video link: YouTube through its no-cookie host, Vimeo with
 * do-not-track, a .mp4/.webm/.ogv file as itself; null for anything else.
 * Both players start at once, since the visitor has just pressed play.
 */
export function videoSource(url: string): VideoSource | null {
  const yt = YOUTUBE.exec(url);
  if (yt) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${yt[1]}?autoplay=1&rel=0` };
  const vimeo = VIMEO.exec(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1` };
  return FILE.test(url) ? { kind: 'file', src: url } : null;
}
