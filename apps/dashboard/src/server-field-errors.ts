/**
 * A server's 400 message as inline messages, keyed like validation.ts's fieldErrors, so a refusal the
 * server makes shows beside its field as the form's own checks do, every rule the dashboard has words for
 * in the person's language (schema-rule-words.ts). Apart from validation.ts, which every first screen
 * loads, since only the website's and shop's forms use it.
 */
import { plainRule } from './components/plain-message.js';
import { schemaRuleWords } from './i18n/schema-rule-words.js';
import type { FieldErrors } from './validation.js';

/** One issue of a server message: the request part, its path (`.a[0].b`) and the rule. */
const SERVER_ISSUE = /^(?:body|params|query|querystring|headers)((?:\.[\w$-]+|\[\d+\])*): (.*)$/s;

/**
 * The first message per path of a server's validation message (`body.menu[0].href: must start with /;
 * body.name: is required`), keyed like fieldErrors (`menu.0.href`). Its issues are joined by "; ", which a
 * rule may hold too: a part that names no path continues the issue before it. "and 2 more" is left out.
 */
export function serverFieldErrors(message: string): FieldErrors {
  const rules: Record<string, string> = {};
  let last: string | null = null;
  for (const part of message.split('; ')) {
    const m = SERVER_ISSUE.exec(part);
    if (m) {
      const key = (m[1] ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
      last = key in rules ? null : key;
      if (last !== null) rules[last] = m[2] ?? '';
    } else if (last !== null && !/^and \d+ more$/.test(part)) rules[last] += `; ${part}`;
  }
  const out: FieldErrors = {};
  for (const [key, rule] of Object.entries(rules)) out[key] = schemaRuleWords(plainRule(rule));
  return out;
}

/**
 * A refusal about one field (`label: the address luna is taken; choose another`), as shown beside that
 * field: without the field's name, which the field's own label says.
 */
export function fieldRefusal(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}
