/**
 * Email rules (spec §5 "Fields"): syntax like `input type=email`, the
 * "Did you mean …?" typo check for common providers, the business-only
 * blocklist, and Tab / Right-arrow autofill completion.
 *
 * Typo matching compares the part before the first dot and the rest
 * separately, so a real provider on another country TLD (yahoo.ca,
 * hotmail.fr) is never "corrected": a false suggestion blocks a real lead.
 */
import type { EmailValidation } from '@beckon/popup-schema';
import { editDistance } from './edit-distance.js';
import { fail, OK, type RuleResult } from './rule-result.js';

/** Suggestion and completion targets, most used first: ties go to the earlier one. */
export const EMAIL_PROVIDERS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'walla.co.il',
  'aol.com',
  'live.com',
  'msn.com',
  'me.com',
  'protonmail.com',
];

/** Real mail domains one or two edits from a provider. */
const REAL_LOOKALIKES = new Set(['mail.com', 'email.com', 'ymail.com', 'zoho.com']);

/** Gmail has no Israeli domain, but Israeli visitors often type one. */
const DOMAIN_ALIASES: ReadonlyMap<string, string> = new Map([['gmail.co.il', 'gmail.com']]);

/** Endings that are not real TLDs, so ".com" is safe to suggest for any domain. */
const COM_TYPOS = new Set(['con', 'cmo', 'ocm', 'comm', 'coom', 'cpm', 'xom', 'vom', 'cim', 'c0m', 'clm', 'comn']);

// The HTML input type=email grammar, except that a dot in the domain is required: "dana@gmail" is no lead.
const EMAIL_SYNTAX =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface EmailOptions {
  /** Domains refused in business mode (fetched from the display service). */
  businessBlocklist?: ReadonlySet<string>;
}

export function isEmailSyntax(value: string): boolean {
  return EMAIL_SYNTAX.test(value);
}

/** Empty is fine here: whether the field is required is the dispatcher's call. */
export function checkEmail(value: string, mode: EmailValidation, opts: EmailOptions = {}): RuleResult {
  if (mode === 'no-validation') return OK;
  const email = value.trim();
  if (email === '') return OK;
  // Typos first: "dana@gmail" deserves "Did you mean dana@gmail.com?" rather than "invalid".
  if (mode === 'check-typos' || mode === 'typos-business') {
    const suggestion = suggestEmail(email);
    if (suggestion) return fail('emailTypos', suggestion);
  }
  if (!isEmailSyntax(email)) return fail('invalidEmail');
  if ((mode === 'business-email' || mode === 'typos-business') && isBlocked(domainOf(email), opts.businessBlocklist)) {
    return fail('businessOnly');
  }
  return OK;
}

/** The corrected full address when the domain looks like a mistyped provider, else null. */
export function suggestEmail(value: string): string | null {
  const parts = splitEmail(value.trim());
  if (!parts) return null;
  const [local, domain] = parts;
  if (EMAIL_PROVIDERS.includes(domain) || REAL_LOOKALIKES.has(domain)) return null;
  const fixed = DOMAIN_ALIASES.get(domain) ?? closestProvider(domain) ?? fixComTypo(domain);
  return fixed ? `${local}@${fixed}` : null;
}

/** `dana@gm` → `dana@gmail.com`; null when no provider or several start with what was typed. */
export function completeEmail(value: string): string | null {
  const parts = splitEmail(value);
  if (!parts || parts[1] === '' || /\s/.test(value)) return null;
  const [local, typed] = parts;
  const matches = EMAIL_PROVIDERS.filter((p) => p !== typed && p.startsWith(typed));
  return matches.length === 1 ? `${local}@${matches[0]}` : null;
}

/** [local part, lower-cased domain], or null unless there is exactly one "@" after a non-empty local part. */
function splitEmail(value: string): [string, string] | null {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1) return null;
  return [value.slice(0, at), value.slice(at + 1).toLowerCase()];
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function closestProvider(domain: string): string | null {
  let best: string | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const provider of EMAIL_PROVIDERS) {
    const cost = typoCost(domain, provider);
    if (cost < bestCost) {
      best = provider;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * How many edits turn `domain` into `provider`, or Infinity when too many to
 * call it a typo. Short provider names tolerate fewer edits ("mac" is not "me").
 */
function typoCost(domain: string, provider: string): number {
  const [name, tld] = splitDomain(domain);
  const [providerName, providerTld] = splitDomain(provider);
  const nameEdits = editDistance(name, providerName);
  // A missing TLD ("dana@gmail") counts as a single slip.
  const tldEdits = tld === '' ? 1 : editDistance(tld, providerTld);
  const allowedNameEdits = providerName.length >= 5 ? 2 : providerName.length >= 3 ? 1 : 0;
  if (nameEdits <= allowedNameEdits && tldEdits <= 1 && nameEdits + tldEdits <= 2) return nameEdits + tldEdits;
  // Catches a dropped or misplaced dot ("gmailcom", "g.mail.com") on the longer names.
  if (providerName.length >= 5 && editDistance(domain, provider) === 1) return 1;
  return Number.POSITIVE_INFINITY;
}

function splitDomain(domain: string): [string, string] {
  const dot = domain.indexOf('.');
  return dot === -1 ? [domain, ''] : [domain.slice(0, dot), domain.slice(dot + 1)];
}

function fixComTypo(domain: string): string | null {
  const dot = domain.lastIndexOf('.');
  if (dot < 1 || !COM_TYPOS.has(domain.slice(dot + 1))) return null;
  return `${domain.slice(0, dot)}.com`;
}

/** The domain or any parent domain (a sub-domain of a throwaway domain is still throwaway). */
function isBlocked(domain: string, blocklist: ReadonlySet<string> | undefined): boolean {
  if (!blocklist) return false;
  for (let d = domain; d.includes('.'); d = d.slice(d.indexOf('.') + 1)) {
    if (blocklist.has(d)) return true;
  }
  return false;
}
