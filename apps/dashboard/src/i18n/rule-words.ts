/**
 * A validation rule in the person's language. The rules arrive in the server's English (the shared zod
 * schemas' messages, made plain by plain-message.ts): each kind of zod issue and each rule the pop-up schema
 * words itself has a message of its own, its numbers and values taken from the rule's named groups
 * (rule-words.test.ts fails when the schema gains a rule without words). Any other rule stays as it came.
 */
import { type MessageId, t } from './i18n.js';

const N = String.raw`(?<n>-?[\d.]+)`;
const RANGE = String.raw`(?<min>\d+) to (?<max>\d+)`;
const CHARS = 'characters of A-Z, a-z, 0-9, _ or -';
const rule = (source: string) => new RegExp(`^${source}$`);

/** First match wins: the specific forms come before the general ones they would also fit. */
const RULES: readonly (readonly [RegExp, MessageId])[] = [
  // zod's own kinds of issue, as popup-schema's zod-issues.ts and plain-message.ts word them.
  [/^is required$/, 'rule.required'],
  [/^must not be empty$/, 'rule.notEmpty'],
  [/^must not be blank$/, 'rule.notBlank'],
  [rule(`must (?:be|have) at least ${N} characters`), 'rule.minChars'],
  [rule(`must (?:be|have) at most ${N} characters`), 'rule.maxChars'],
  [rule(`must have at least ${N} items`), 'rule.minItems'],
  [rule(`must have at most ${N} items`), 'rule.maxItems'],
  [rule(`must be at least ${N}`), 'rule.min'],
  [rule(`must be ${N} or more`), 'rule.orMore'],
  [rule(`must be at most ${N}`), 'rule.max'],
  [rule(`must be ${N} or less`), 'rule.orLess'],
  [rule(`must be more than ${N}`), 'rule.moreThan'],
  [rule(`must be less than ${N}`), 'rule.lessThan'],
  [/^must be an email address like you@example\.com$/, 'rule.email'],
  [/^must be a valid email address$/, 'rule.validEmail'],
  [/^must be a valid url$/, 'rule.validUrl'],
  [/^must be a valid uuid$/, 'rule.validUuid'],
  [/^is not in the expected form$/, 'rule.form'],
  [/^is not in an accepted form$/, 'rule.acceptedForm'],
  [/^unknown field (?<keys>.+)$/, 'rule.unknownField'],
  [/^unknown fields (?<keys>.+)$/, 'rule.unknownFields'],
  [/^must be one of the (?<type>\S+) formats: (?<values>.+)$/, 'rule.formats'],
  [/^must be one of (?<values>.+)$/, 'rule.oneOf'],
  [/^must be (?:an? )?(?<type>string|number|int|bigint|boolean|array|object|date|null)$/, 'rule.type'],
  // The rules the pop-up schema words itself.
  [rule(`must be ${RANGE} ${CHARS}`), 'rule.idChars'],
  [rule(`must be ${CHARS}`), 'rule.idCharsAny'],
  [rule(`must be ${RANGE}`), 'rule.between'],
  [rule(`must have ${RANGE} links`), 'rule.linksRange'],
  [rule(`must be at most ${N} ids`), 'rule.maxIds'],
  [rule(`must name at most ${N} products`), 'rule.maxProducts'],
  [rule(`must be (?<n>\\d+) lowercase hex characters`), 'rule.hexChars'],
  [/^must be a simple input name$/, 'rule.inputName'],
  [/^must be a two-letter country code$/, 'rule.countryCode'],
  [/^must be a display-frequency rule like (?<example>\S+)$/, 'rule.frequency'],
  [/^must be a date and time like (?<example>\S+)$/, 'rule.dateTime'],
  [/^must be a time like (?<example>\S+)$/, 'rule.time'],
  [/^must be a time zone such as (?<example>\S+)$/, 'rule.timeZone'],
  [/^must be after the start$/, 'rule.afterStart'],
  [/^give both hours, or neither$/, 'rule.bothHours'],
  [/^must differ from the start hour$/, 'rule.otherHour'],
  [/^must not name a day twice$/, 'rule.dayTwice'],
  [/^must not name a source twice$/, 'rule.sourceTwice'],
  [/^must be a hex colour like (?<example>\S+)$/, 'rule.hexColour'],
  [/^must start with https:\/\/$/, 'rule.https'],
  [/^must start with http:\/\/, https:\/\/ or \/$/, 'rule.link'],
  [/^must be an http\(s\), mailto: or tel: address, or a path$/, 'rule.safeLink'],
  [/^must be a path like (?<example>\S+) or an http\(s\) address$/, 'rule.productUrl'],
  [/^must be a path on the host site, starting with one \/$/, 'rule.sitePath'],
  [/^must be timerTime@M\|S or timerDate@YYYY-MM-DD\|HH:MM\|\+HH:MM$/, 'rule.timer'],
  [/^must be a plain font family list$/, 'rule.fontFamily'],
  [/^must be unique in the form$/, 'rule.uniqueInForm'],
  [/^must be a JSON string$/, 'rule.json'],
  [/^must be a domain like (?<example>\S+)$/, 'rule.domain'],
  [/^choose a source, a referring domain or a UTM value$/, 'rule.trafficChoice'],
  [/^prize chances must total at most 100 %$/, 'rule.prizeChances'],
  [/^prize ids must be unique$/, 'rule.prizeIds'],
  [/^must be an amount like (?<example>\S+)$/, 'rule.amount'],
  [/^must be a comma list of ids$/, 'rule.idList'],
  [/^must be any_product, empty_cart or a comma list of at most (?<n>\d+) product ids$/, 'rule.cartProducts'],
  [/^must be (?<values>last_visited, .+)$/, 'rule.productCategory'],
  [/^must not be only spaces; leave it empty for the widget’s own words$/, 'rule.notOnlySpaces'],
  // The CSV imports' own rules (the shop's products, a store catalogue), said after the line and column.
  [/^must be a product number, or empty for a new product$/, 'rule.csv.productId'],
  [/^must be a variant number, or empty for a new variant$/, 'rule.csv.variantId'],
  [/^must be an amount like (?<example>\S+), or empty$/, 'rule.csv.amountOrEmpty'],
  [/^must be a whole number from 0, or empty when not counted$/, 'rule.csv.stock'],
  [/^must be a whole number, or empty when not counted$/, 'rule.csv.inventory'],
  [/^must be yes or no$/, 'rule.csv.yesNo'],
  [/^must be a weight in kilograms like (?<example>\S+), or empty$/, 'rule.csv.weight'],
  [/^the file has no products$/, 'rule.csv.noRows'],
  [/^the header has no (?<columns>.+) column$/, 'rule.csv.noColumn'],
  [/^the file has more than (?<n>\d+) (?<rows>rows|products); split it$/, 'rule.csv.tooLong'],
  [/^(?<id>\S+) is already the product of line (?<line>\d+)$/, 'rule.csv.sameProduct'],
  [/^the shop has no product (?<id>\S+)$/, 'rule.csv.noProduct'],
  [/^product (?<product>\S+) has no variant (?<id>\S+)$/, 'rule.csv.noVariant'],
  [/^another variant already has the SKU (?<sku>.+)$/, 'rule.csv.variantSku'],
  [/^another product already has the SKU (?<sku>.+)$/, 'rule.csv.productSku'],
  [/^another variant took one of its SKUs$/, 'rule.csv.skuTaken'],
  [/^another product already has (?<address>\/\S+)$/, 'rule.csv.address'],
  [/^must be at most 2 MB of text; split the file$/, 'rule.csv.tooBig'],
];

/** The catalogue id that words `text`, with the values it takes from it; undefined for a rule it does not know. */
function match(text: string): { id: MessageId; values: Record<string, string> } | undefined {
  for (const [pattern, id] of RULES) {
    const m = pattern.exec(text);
    if (m) return { id, values: { ...m.groups } };
  }
  return undefined;
}

export const ruleId = (text: string): MessageId | undefined => match(text)?.id;

export function ruleWords(text: string): string {
  const found = match(text);
  return found ? t(found.id, found.values) : text;
}
