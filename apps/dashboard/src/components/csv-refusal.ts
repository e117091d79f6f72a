/**
 * A refused CSV import in the person's language: the summary by the error's code (server-message.ts), then
 * each refused line from the answer's `params` (its row number apart from "Column: rule"), the rule said by
 * the rule translator and the column kept as the file names it. A line whose rule the dashboard has no
 * words for keeps the server's, under its row number; an answer without `params` is listed as it came.
 */
import * as z from 'zod';
import { ApiError } from '../api/client.js';
import { serverMessage } from '../api/server-message.js';
import { t } from '../i18n/i18n.js';
import { schemaRuleWords as ruleWords } from '../i18n/schema-rule-words.js';
import { plainRule } from './plain-message.js';

const refusedLinesSchema = z.object({
  lines: z.array(z.object({ line: z.number().int().nullable(), text: z.string() })),
  more: z.number().int().min(0),
});

/** "Column: rule" with the rule in the person's words; a text that is all rule is said whole. */
function lineText(text: string): string {
  const whole = ruleWords(plainRule(text));
  if (whole !== text) return whole;
  const m = /^([^:]+): (.+)$/s.exec(text);
  return m ? `${m[1]}: ${ruleWords(plainRule(m[2] ?? ''))}` : text;
}

/** The summary, then one line per refused cell or row (and how many more the server did not list). */
export function csvRefusal(error: Error): { summary: string; lines: string[] } {
  if (!(error instanceof ApiError)) return { summary: error.message, lines: [] };
  const [summary = '', ...listed] = error.detail.replace(/^csv: /, '').split('\n');
  const refused = refusedLinesSchema.safeParse(error.params);
  if (!refused.success) return { summary, lines: listed };
  const { lines, more } = refused.data;
  return {
    summary: serverMessage(error.code, summary),
    lines: [
      ...lines.map(({ line, text }) =>
        line === null ? lineText(text) : t('csv.line', { line, text: lineText(text) }),
      ),
      ...(more > 0 ? [t('csv.more', { more })] : []),
    ],
  };
}
