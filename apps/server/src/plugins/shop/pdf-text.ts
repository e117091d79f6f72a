/**
 * Text as the PDF's embedded font (DejaVu Sans, pdf-document.ts) can draw it: Latin with all its accents,
 * Greek, Cyrillic, punctuation and the euro sign. A character outside those blocks would print as an
 * empty box, so it loses its accent when the bare letter is drawable ("ỿ" → "y") and otherwise becomes "?".
 */

/** The blocks the regular and bold faces both draw whole (checked against the font files). */
const DRAWN: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x2af], // Latin-1, Latin Extended-A and -B, IPA
  [0x370, 0x4ff], // Greek, Cyrillic
  [0x1e00, 0x1efb], // Latin Extended Additional
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20b5], // currency signs, € among them
];
const REPLACED: Record<string, string> = { '\u2212': '-' };

const drawable = (c: string) => {
  if (c === '\n') return true;
  const code = c.codePointAt(0) ?? 0;
  return DRAWN.some(([from, to]) => code >= from && code <= to) && !/[\p{Cc}\p{Cf}\p{Cn}\p{Cs}]/u.test(c);
};

export function printableText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (drawable(c)) out += c;
    else if (REPLACED[c] !== undefined) out += REPLACED[c];
    else {
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare.length > 0 && [...bare].every(drawable) ? bare : '?';
    }
  }
  return out;
}
