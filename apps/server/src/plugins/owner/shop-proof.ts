/**
 * How an account proves a store platform shop is its own: the shop's home page carries a meta tag naming
 * the account, as search consoles verify a site. Only the shop's owner can put a tag in the page's
 * template; text a visitor can write (a review, a search) reaches the page escaped, so it is never a tag.
 */

const PROOF_NAME = 'beckon-shop-verification';

/** The tag the owner puts in the `<head>` of the shop's home page. */
export function shopProofTag(accountId: string): string {
  return `<meta name="${PROOF_NAME}" content="${accountId}">`;
}

const META_TAG = /<meta\s[^>]*>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The content of every proof tag in the page, in any attribute order, quoting or case. */
export function proofContents(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(META_TAG)) {
    const attributes = new Map<string, string>();
    for (const m of tag.matchAll(ATTRIBUTE))
      attributes.set((m[1] as string).toLowerCase(), (m[2] ?? m[3] ?? m[4] ?? '').trim());
    const content = attributes.get('content');
    if (attributes.get('name')?.toLowerCase() === PROOF_NAME && content !== undefined) found.push(content);
  }
  return found;
}

/** Null when the page proves the shop is the account's; otherwise what was found instead, in words. */
export function shopProofProblem(html: string, accountId: string): string | null {
  const contents = proofContents(html);
  if (contents.includes(accountId)) return null;
  if (contents.length === 0) return `its home page has no ${PROOF_NAME} tag`;
  return `its home page's ${PROOF_NAME} tag names another account`;
}
