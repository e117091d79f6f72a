/** Headline rotation (§4, §9): which word shows after n steps, and the typing animation's visible text. */
export const HEADLINE_DELAY_MS = 2500;

export function wordAt(words: readonly string[], step: number, loop: boolean): string {
  if (words.length === 0) return '';
  const i = loop ? step % words.length : Math.min(step, words.length - 1);
  return words[i] ?? '';
}

/** Whether rotation has more steps to show (without loop it stops at the last word). */
export function hasNext(words: readonly string[], step: number, loop: boolean): boolean {
  return loop ? words.length > 1 : step < words.length - 1;
}

/** The rotation's effects: whole-word ones, and letter ones that move each letter in turn. */
export const ROTATION_EFFECTS = [
  'fade',
  'slide',
  'slide-down',
  'typing',
  'clip',
  'flip',
  'drop-in',
  'swirl',
  'blinds',
  'wave',
] as const;
export type RotationEffect = (typeof ROTATION_EFFECTS)[number];

const LETTER_EFFECTS: ReadonlySet<RotationEffect> = new Set(['swirl', 'blinds', 'wave']);

export function isLetterEffect(effect: RotationEffect): boolean {
  return LETTER_EFFECTS.has(effect);
}
