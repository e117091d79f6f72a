/**
 * Server and validator messages in the owner's words. The API's messages name the request part and path
 * (`body.email: must be a string (got number)`, `params.poptinId: …`) so a developer can find the field;
 * the owner reads the same rule without the machinery: the field as words, without the type that came,
 * and zod's "Too small: expected number to be >=60" as "must be at least 60".
 */

/** Request paths the owner knows by another name. */
const FIELD_WORDS: Record<string, string> = {
  poptinId: 'pop-up',
  poptin_id: 'pop-up',
  popup: 'pop-up',
  d_f_r: 'frequency',
  page_size: 'page size',
};

/** `design.fields[0].label` as "Design fields 1 label"; a known name as its word. */
function fieldWords(path: string): string {
  const parts = path
    .replace(/\[(\d+)\]/g, (_m, n: string) => ` ${Number(n) + 1}`)
    .split('.')
    .map(
      (part) =>
        FIELD_WORDS[part] ??
        part
          .replace(/_/g, ' ')
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase(),
    );
  const text = parts.join(' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A rule in plain words: zod's default wording ("Too small: expected number to be >=60") reworded, and no "(got …)". */
export function plainRule(text: string): string {
  return text
    .replace(/^(must be .+) \(got [^()]+\)$/, '$1')
    .replace(/^Too small: expected (?:string|array) to have >=?(\d+) (characters|items)$/, (_m, n, what) =>
      n === '1' ? 'is required' : `must have at least ${n} ${what}`,
    )
    .replace(/^Too big: expected (?:string|array) to have <=?(\d+) (characters|items)$/, 'must have at most $1 $2')
    .replace(/^Too small: expected (?:number|int|bigint) to be >=(-?[\d.]+)$/, 'must be at least $1')
    .replace(/^Too small: expected (?:number|int|bigint) to be >(-?[\d.]+)$/, 'must be more than $1')
    .replace(/^Too big: expected (?:number|int|bigint) to be <=(-?[\d.]+)$/, 'must be at most $1')
    .replace(/^Too big: expected (?:number|int|bigint) to be <(-?[\d.]+)$/, 'must be less than $1')
    .replace(/^Invalid input: expected (\w+), received (\w+)$/, 'must be $1')
    .replace(/^Invalid string: must match pattern .*$/, 'is not in the expected form')
    .replace(/^Invalid (email address|url|UUID)$/i, (_m, what: string) => `must be a valid ${what.toLowerCase()}`);
}

/** One API message (issues joined by "; ") in plain words. */
export function plainMessage(message: string): string {
  return message
    .split('; ')
    .map((issue) => {
      const m = /^(?:body|params|query|querystring|headers)(?:\.([^:]+))?: (.*)$/s.exec(issue);
      if (!m) return plainRule(issue);
      const [, path, rule = ''] = m;
      return path ? `${fieldWords(path)} ${plainRule(rule)}` : plainRule(rule);
    })
    .join('; ');
}
