/** The starters a website can be made from. */
import type { SiteStarterId, SiteStarterSummary } from '@beckon/owner-api';
import { BLANK_STARTER } from './blank.js';
import { CLINIC_STARTER } from './clinic.js';
import type { SiteStarter } from './starter.js';

export const STARTERS: Readonly<Record<SiteStarterId, SiteStarter>> = {
  blank: BLANK_STARTER,
  clinic: CLINIC_STARTER,
};

/** What the dashboard shows of each starter; the product count is the shop's (its starter catalogue). */
export function starterSummaries(catalogueSize: number): SiteStarterSummary[] {
  return Object.values(STARTERS).map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    pages: s.pages('0000000000000', s.name).length,
    products: s.catalogue ? catalogueSize : 0,
  }));
}
