/**
 * The rules the common table (rule-words.ts) does not know, in the person's language: each kind of zod
 * issue the shared wording produces (popup-schema's zod-issues.ts, made plain by plain-message.ts), each
 * rule the pop-up schema words itself, and the CSV imports' own rules. Only the screens that can show them
 * load these words, so the first screen does not carry them; schema-rule-words.test.ts fails when the schema gains
 * a rule without words.
 */
import { commonRules, matchRule, type RuleTable, rule, wordsFrom } from './rule-words.js';

const N = String.raw`(?<n>-?[\d.]+)`;
const RANGE = String.raw`(?<min>\d+) to (?<max>\d+)`;
const CHARS = 'characters of A-Z, a-z, 0-9, _ or -';

/** First match wins: the specific forms come before the general ones they would also fit. */
const SCHEMA_RULES: RuleTable = [
  [rule(`must be ${N} or more`), 'schemaRule.orMore'],
  [rule(`must be ${N} or less`), 'schemaRule.orLess'],
  [rule(`must be more than ${N}`), 'schemaRule.moreThan'],
  [rule(`must be less than ${N}`), 'schemaRule.lessThan'],
  [/^must be a valid email address$/, 'schemaRule.validEmail'],
  [/^must be a valid url$/, 'schemaRule.validUrl'],
  [/^must be a valid uuid$/, 'schemaRule.validUuid'],
  [/^is not in an accepted form$/, 'schemaRule.acceptedForm'],
  [/^unknown field (?<keys>.+)$/, 'schemaRule.unknownField'],
  [/^unknown fields (?<keys>.+)$/, 'schemaRule.unknownFields'],
  [/^must be one of the (?<type>\S+) formats: (?<values>.+)$/, 'schemaRule.formats'],
  [/^must be one of (?<values>.+)$/, 'schemaRule.oneOf'],
  [/^must be (?:an? )?(?<type>string|number|int|bigint|boolean|array|object|date|null)$/, 'schemaRule.type'],
  // The rules the pop-up schema words itself.
  [rule(`must be ${RANGE} ${CHARS}`), 'schemaRule.idChars'],
  [rule(`must be ${CHARS}`), 'schemaRule.idCharsAny'],
  [rule(`must be ${RANGE}`), 'schemaRule.between'],
  [rule(`must have ${RANGE} links`), 'schemaRule.linksRange'],
  [rule(`must be at most ${N} ids`), 'schemaRule.maxIds'],
  [rule(`must name at most ${N} products`), 'schemaRule.maxProducts'],
  [rule(`must be (?<n>\\d+) lowercase hex characters`), 'schemaRule.hexChars'],
  [/^must be a simple input name$/, 'schemaRule.inputName'],
  [/^must be a two-letter country code$/, 'schemaRule.countryCode'],
  [/^must be a display-frequency rule like (?<example>\S+)$/, 'schemaRule.frequency'],
  [/^must be a date and time like (?<example>\S+)$/, 'schemaRule.dateTime'],
  [/^must be a time like (?<example>\S+)$/, 'schemaRule.time'],
  [/^must be a time zone such as (?<example>\S+)$/, 'schemaRule.timeZone'],
  [/^must be after the start$/, 'schemaRule.afterStart'],
  [/^give both hours, or neither$/, 'schemaRule.bothHours'],
  [/^must differ from the start hour$/, 'schemaRule.otherHour'],
  [/^must not name a day twice$/, 'schemaRule.dayTwice'],
  [/^must not name a source twice$/, 'schemaRule.sourceTwice'],
  [/^must be a hex colour like (?<example>\S+)$/, 'schemaRule.hexColour'],
  [/^must start with https:\/\/$/, 'schemaRule.https'],
  // The owner API's own: a lead webhook's address (owner-api's lead-delivery.ts).
  [/^must be a web address starting with https:\/\/ \(no user name or password in it\)$/, 'schemaRule.webhookUrl'],
  [/^must start with http:\/\/, https:\/\/ or \/$/, 'schemaRule.link'],
  [/^must be an http\(s\), mailto: or tel: address, or a path$/, 'schemaRule.safeLink'],
  [/^must be a path like (?<example>\S+) or an http\(s\) address$/, 'schemaRule.productUrl'],
  [/^must be a path on the host site, starting with one \/$/, 'schemaRule.sitePath'],
  [/^must be timerTime@M\|S or timerDate@YYYY-MM-DD\|HH:MM\|\+HH:MM$/, 'schemaRule.timer'],
  [/^must be a plain font family list$/, 'schemaRule.fontFamily'],
  [/^must be unique in the form$/, 'schemaRule.uniqueInForm'],
  [/^must be a JSON string$/, 'schemaRule.json'],
  [/^must be a domain like (?<example>\S+)$/, 'schemaRule.domain'],
  [/^choose a source, a referring domain or a UTM value$/, 'schemaRule.trafficChoice'],
  [/^prize chances must total at most 100 %$/, 'schemaRule.prizeChances'],
  [/^prize ids must be unique$/, 'schemaRule.prizeIds'],
  [/^must be an amount like (?<example>\S+)$/, 'schemaRule.amount'],
  [/^must be a comma list of ids$/, 'schemaRule.idList'],
  [/^must be any_product, empty_cart or a comma list of at most (?<n>\d+) product ids$/, 'schemaRule.cartProducts'],
  [/^must be (?<values>last_visited, .+)$/, 'schemaRule.productCategory'],
  [/^must not be only spaces; leave it empty for the widget’s own words$/, 'schemaRule.notOnlySpaces'],
  [/^must start with a letter and hold only letters, digits, _, - and \.$/, 'schemaRule.eventName'],
  // The CSV imports' own rules (the shop's products, a store catalogue), said after the line and column.
  [/^must be a product number, or empty for a new product$/, 'schemaRule.csv.productId'],
  [/^must be a variant number, or empty for a new variant$/, 'schemaRule.csv.variantId'],
  [/^must be an amount like (?<example>\S+), or empty$/, 'schemaRule.csv.amountOrEmpty'],
  [/^must be a whole number from 0, or empty when not counted$/, 'schemaRule.csv.stock'],
  [/^must be a whole number, or empty when not counted$/, 'schemaRule.csv.inventory'],
  [/^must be yes or no$/, 'schemaRule.csv.yesNo'],
  [/^must be a weight in kilograms like (?<example>\S+), or empty$/, 'schemaRule.csv.weight'],
  [/^the file has no products$/, 'schemaRule.csv.noRows'],
  [/^the header has no (?<columns>.+) column$/, 'schemaRule.csv.noColumn'],
  [/^the file has more than (?<n>\d+) (?<rows>rows|products); split it$/, 'schemaRule.csv.tooLong'],
  [/^(?<id>\S+) is already the product of line (?<line>\d+)$/, 'schemaRule.csv.sameProduct'],
  [/^the shop has no product (?<id>\S+)$/, 'schemaRule.csv.noProduct'],
  [/^product (?<product>\S+) has no variant (?<id>\S+)$/, 'schemaRule.csv.noVariant'],
  [/^another variant already has the SKU (?<sku>.+)$/, 'schemaRule.csv.variantSku'],
  [/^another product already has the SKU (?<sku>.+)$/, 'schemaRule.csv.productSku'],
  [/^another variant took one of its SKUs$/, 'schemaRule.csv.skuTaken'],
  [/^another product already has (?<address>\/\S+)$/, 'schemaRule.csv.address'],
  [/^must be at most 2 MB of text; split the file$/, 'schemaRule.csv.tooBig'],
  [/^a quoted cell is not closed$/, 'schemaRule.csv.quoteNotClosed'],
  [/^a quote inside a quoted cell must be doubled \(""\)$/, 'schemaRule.csv.closingQuote'],
  [/^a cell with a quote in it must be quoted, its quotes doubled$/, 'schemaRule.csv.openingQuote'],
  [/^the row does not have as many cells as the header$/, 'schemaRule.csv.cells'],
  [/^the row is longer than (?<n>\d+) characters$/, 'schemaRule.csv.rowSize'],
];

/** The catalogue id that words `text`, common rules first; undefined for a rule neither table knows. */
export const schemaRuleId = (text: string) => (matchRule(text, commonRules()) ?? matchRule(text, SCHEMA_RULES))?.id;

export const schemaRuleWords = (text: string): string => wordsFrom(text, commonRules(), SCHEMA_RULES);
