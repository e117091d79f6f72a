/**
 * Declared crawlers are answered but not counted (WP Statistics excludes
 * robots the same way). Only self-declared bots: a short list of tokens they
 * put in their user agent. Headless Chrome is not excluded, as real
 * visitors' tooling and our own browser tests use it.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|go-http-client/i;

export function isDeclaredBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}
