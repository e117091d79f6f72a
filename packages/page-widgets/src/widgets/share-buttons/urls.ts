/**
 * Share addresses of the 18 networks of §9, built from the page's URL,
 * title, excerpt and featured image (the builder's share_url or the page
 * address). `print` has no address: it prints the page.
 */
export const NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'pinterest',
  'reddit',
  'vk',
  'odnoklassniki',
  'tumblr',
  'digg',
  'skype',
  'stumbleupon',
  'mix',
  'telegram',
  'pocket',
  'xing',
  'whatsapp',
  'email',
  'print',
] as const;

export type Network = (typeof NETWORKS)[number];

export interface ShareData {
  url: string;
  title: string;
  text: string;
  image: string | null;
}

export const NETWORK_LABELS: Record<Network, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  vk: 'VK',
  odnoklassniki: 'OK',
  tumblr: 'Tumblr',
  digg: 'Digg',
  skype: 'Skype',
  stumbleupon: 'StumbleUpon',
  mix: 'Mix',
  telegram: 'Telegram',
  pocket: 'Pocket',
  xing: 'XING',
  whatsapp: 'WhatsApp',
  email: 'Correo electrónico',
  print: 'Imprimir',
};

const e = encodeURIComponent;

/** The share address of `network`, or null for print. */
export function shareUrl(network: Network, d: ShareData): string | null {
  const url = e(d.url);
  const title = e(d.title);
  const text = e(d.text);
  const image = e(d.image ?? '');
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${title}&url=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}&summary=${text}&source=${url}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${url}&media=${image}&description=${title}`;
    case 'reddit':
      return `https://reddit.com/submit?url=${url}&title=${title}`;
    case 'vk':
      return `https://vk.com/share.php?url=${url}&title=${title}&description=${text}&image=${image}`;
    case 'odnoklassniki':
      return `https://connect.ok.ru/offer?url=${url}&title=${title}&imageUrl=${image}`;
    case 'tumblr':
      return `https://tumblr.com/share/link?url=${url}`;
    case 'digg':
      return `https://digg.com/submit?url=${url}`;
    case 'skype':
      return `https://web.skype.com/share?url=${url}`;
    case 'stumbleupon':
      return `https://www.stumbleupon.com/submit?url=${url}`;
    case 'mix':
      return `https://mix.com/add?url=${url}`;
    case 'telegram':
      return `https://telegram.me/share/url?url=${url}&text=${text}`;
    case 'pocket':
      return `https://getpocket.com/edit?url=${url}`;
    case 'xing':
      return `https://www.xing.com/spi/shares/new?url=${url}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${e(`*${d.title}*\n${d.text}\n${d.url}`)}`;
    case 'email':
      return `mailto:?subject=${title}&body=${e(`${d.text}\n${d.url}`)}`;
    case 'print':
      return null;
  }
}
