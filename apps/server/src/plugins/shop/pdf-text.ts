/**
 * Text as the PDF's built-in fonts can draw it. Those fonts (Helvetica) use WinAnsi, Latin-1 with a few
 * more signs (€, dashes, quotes); a character outside it would print as garbage, so letters with other
 * accents lose them (ł → l keeps a name readable) and anything else becomes "?".
 */

/** The characters WinAnsi has beyond Latin-1 (its 0x80–0x9F row). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACED: Record<string, string> = { '\u2212': '-', '\u202f': '\u00a0', '\u2009': ' ', ł: 'l', Ł: 'L', đ: 'd' };

const drawable = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c) || c === '\n';
};

export function winAnsiText(text: string): string {
  let out = '';
  for (const c of text) {
    if (drawable(c)) out += c;
    else if (REPLACED[c] !== undefined) out += REPLACED[c];
    else {
      // The letter without its accent when that is drawable ("ő" → "o"), else a question mark.
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare.length > 0 && [...bare].every(drawable) ? bare : '?';
    }
  }
  return out;
}
