/** The lead "Send a test lead" sends: the signed-in member's own address, so it reaches a real inbox or list. */
import type { DeliveredLead } from '@beckon/owner-api';

export function testLead(email: string): DeliveredLead {
  return {
    conversion_id: 'test',
    poptin_id: 'test',
    popup_name: 'Test lead from Beckon',
    email,
    name: 'Test lead',
    phone: '',
    fields: {},
    consent: null,
    created_at: new Date().toISOString(),
    page_url: '',
    variant: null,
  };
}
