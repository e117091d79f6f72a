/**
 * The axe-core audit the site's browser tests run (the clinic's pages, its shop, a new website): WCAG 2.2 AA
 * rules over the page, the Beckon pop-up left out (its own tests audit it), each violation summed up as its
 * rule and the elements it names.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The site's axe-core violations on `page`, as `rule: selector, selector` lines; none is `[]`. */
export async function siteAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .exclude('[data-beckon-popup]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
