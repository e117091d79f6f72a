/**
 * The redirect hand-off after a submit (spec §4 "Submit", §5 "Redirect and
 * button URLs"): same tab or a new one per the record's redirect_target.
 */
export type LinkTarget = '_self' | '_blank';

export function navigate(href: string, target: LinkTarget): void {
  if (target === '_blank') window.open(href, '_blank', 'noopener');
  else window.location.assign(href);
}

/**
 * poptin_design_redirect_send_form_data (§3): the standard values ride along
 * as query parameters on http(s) redirects; other schemes (tel:, mailto:)
 * and unparsable URLs are left alone. `base` (the page's address) completes a
 * protocol-relative href.
 */
export function withFormData(href: string, standard: Record<string, string>, base: string): string {
  if (!/^(https?:)?\/\//i.test(href)) return href;
  try {
    const url = new URL(href, base);
    for (const [name, value] of Object.entries(standard)) url.searchParams.set(name, value);
    return url.href;
  } catch {
    return href;
  }
}
