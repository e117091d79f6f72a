/**
 * Page-text rule (spec §3 source_code_target_*): `show` only where the page's
 * source holds the text, `dont_show` only where it does not. Case-sensitive, as
 * owners paste exact markup. An empty text or an inactive rule holds.
 */
export function sourceCodeHolds(
  t: {
    source_code_target_active: boolean;
    source_code_target_html: string;
    source_code_target_role: 'show' | 'dont_show';
  },
  source: string,
): boolean {
  if (!t.source_code_target_active || !t.source_code_target_html) return true;
  return source.includes(t.source_code_target_html) === (t.source_code_target_role === 'show');
}
