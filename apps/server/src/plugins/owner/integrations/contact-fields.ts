/** Which of a lead's values go to which field of the tool, as the owner mapped them. */
import type { IntegrationFieldMapping, Lead } from '@beckon/owner-api';

/** The lead's value for a mapping's source: its name, phone, or another field by label; '' when it has none. */
function leadValue(lead: Pick<Lead, 'name' | 'phone' | 'fields'>, from: string): string {
  if (from === 'name') return lead.name;
  if (from === 'phone') return lead.phone;
  if (from.startsWith('field:')) return lead.fields[from.slice('field:'.length)] ?? '';
  return '';
}

/** Tool field → text; a value the lead left empty is left out, so it does not blank what the tool had. */
export function mappedFields(
  lead: Pick<Lead, 'name' | 'phone' | 'fields'>,
  map: readonly IntegrationFieldMapping[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { from, to } of map) {
    const value = leadValue(lead, from).trim();
    if (value !== '') out[to] = value;
  }
  return out;
}
