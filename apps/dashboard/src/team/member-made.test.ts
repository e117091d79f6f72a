import { describe, expect, it } from 'vitest';
import { madeList } from './member-made.js';

const none = { stats_keys: [], webhooks: [], integrations: [], coupons: [] };

describe('the words for what a leaving member made', () => {
  it('are empty when they made nothing that outlives them', () => {
    expect(madeList(none)).toBe('');
  });

  it('name each thing, counted, with "and" before the last kind', () => {
    expect(
      madeList({
        stats_keys: [{ key_id: 'a', label: '', prefix: 'bks_x_Ab' }],
        webhooks: [
          { endpoint_id: 'w1', url: 'https://a.example/hook' },
          { endpoint_id: 'w2', url: 'https://b.example/hook' },
        ],
        integrations: [{ integration_id: 'i1', tool: 'Mailchimp', list_name: 'Newsletter' }],
        coupons: [{ code: 'gratis100' }],
      }),
    ).toBe(
      '1 Stats API key (bks_x_Ab), 2 webhooks (https://a.example/hook, https://b.example/hook), 1 email marketing connection (Mailchimp · Newsletter) and 1 coupon (gratis100)',
    );
    expect(madeList({ ...none, coupons: [{ code: 'a' }, { code: 'b' }] })).toBe('2 coupons (a, b)');
  });
});
