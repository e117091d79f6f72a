/** What a leaving member made, in words for the owner's question: '' when they made nothing that outlives them. */
import type { MemberMade } from '@beckon/owner-api';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function madeList(made: MemberMade): string {
  const parts: string[] = [];
  if (made.stats_keys.length > 0)
    parts.push(
      `${count(made.stats_keys.length, 'Stats API key', 'Stats API keys')} (${made.stats_keys
        .map((k) => k.label || k.prefix)
        .join(', ')})`,
    );
  if (made.webhooks.length > 0)
    parts.push(`${count(made.webhooks.length, 'webhook', 'webhooks')} (${made.webhooks.map((w) => w.url).join(', ')})`);
  if (made.integrations.length > 0)
    parts.push(
      `${count(made.integrations.length, 'email marketing connection', 'email marketing connections')} (${made.integrations
        .map((i) => `${i.tool} · ${i.list_name}`)
        .join(', ')})`,
    );
  if (made.coupons.length > 0)
    parts.push(`${count(made.coupons.length, 'coupon', 'coupons')} (${made.coupons.map((c) => c.code).join(', ')})`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
