/** Share addresses of the 18 networks of §9. */
import { describe, expect, it } from 'vitest';
import { NETWORKS, shareUrl } from '../src/widgets/share-buttons/urls.js';

const data = {
  url: 'https://clinica.example/dermatitis-atopica/?a=1&b=2',
  title: 'Dermatitis atópica',
  text: 'Picor & rojez',
  image: 'https://clinica.example/i.svg',
};
const U = encodeURIComponent(data.url);

describe('shareUrl', () => {
  it('covers exactly the 18 networks of §9', () => {
    expect(NETWORKS).toHaveLength(18);
  });

  it('builds each network’s share address with the page address encoded', () => {
    expect(shareUrl('facebook', data)).toBe(`https://www.facebook.com/sharer.php?u=${U}`);
    expect(shareUrl('twitter', data)).toBe(`https://twitter.com/intent/tweet?text=Dermatitis%20at%C3%B3pica&url=${U}`);
    expect(shareUrl('linkedin', data)).toBe(
      `https://www.linkedin.com/shareArticle?mini=true&url=${U}&title=Dermatitis%20at%C3%B3pica&summary=Picor%20%26%20rojez&source=${U}`,
    );
    expect(shareUrl('pinterest', data)).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${U}&media=${encodeURIComponent(data.image)}&description=Dermatitis%20at%C3%B3pica`,
    );
    expect(shareUrl('reddit', data)).toBe(`https://reddit.com/submit?url=${U}&title=Dermatitis%20at%C3%B3pica`);
    expect(shareUrl('telegram', data)).toBe(`https://telegram.me/share/url?url=${U}&text=Picor%20%26%20rojez`);
    expect(shareUrl('xing', data)).toBe(`https://www.xing.com/spi/shares/new?url=${U}`);
    expect(shareUrl('pocket', data)).toBe(`https://getpocket.com/edit?url=${U}`);
  });

  it('puts title, text and address in one WhatsApp message and one email body', () => {
    expect(decodeURIComponent((shareUrl('whatsapp', data) ?? '').split('text=')[1] ?? '')).toBe(
      `*Dermatitis atópica*\nPicor & rojez\n${data.url}`,
    );
    expect(shareUrl('email', data)).toBe(
      `mailto:?subject=Dermatitis%20at%C3%B3pica&body=${encodeURIComponent(`Picor & rojez\n${data.url}`)}`,
    );
  });

  it('gives every network but print an absolute https or mailto address that carries the page', () => {
    for (const n of NETWORKS.filter((x) => x !== 'print')) {
      const url = shareUrl(n, data) ?? '';
      expect(url, n).toMatch(/^(https:\/\/|mailto:)/);
      expect(url.includes(U) || decodeURIComponent(url).includes(data.url), n).toBe(true);
    }
    expect(shareUrl('print', data)).toBeNull();
  });
});
