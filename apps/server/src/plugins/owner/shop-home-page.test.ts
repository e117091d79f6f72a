import { describe, expect, it } from 'vitest';
import { readHomePage } from './shop-home-page.js';

describe('reading a shop’s home page', () => {
  it('refuses the server’s own network before connecting, as a webhook’s address is', async () => {
    for (const [url, says] of [
      ['http://127.0.0.1:1/', /127\.0\.0\.1 is a private address \(loopback/],
      ['https://localhost./', /localhost\. is a private address/],
      ['http://169.254.169.254/', /link-local/],
      ['https://[::1]/', /private address/],
    ] as const) {
      const page = await readHomePage(url, { allowPrivate: false });
      expect(page, url).toEqual({ problem: expect.stringMatching(says) });
    }
  });
});
