/**
 * How the wheel's prize labels fit their 30° slices, pure. A label runs along
 * its slice's radius, from near the rim inwards, where a slice is longest; a
 * long label breaks at spaces into up to three lines side by side. Every label
 * gets the same size, the largest at which the tightest one still fits its
 * wedge, so the wheel reads evenly. Sizes here come from an average glyph
 * width; the wheel measures the drawn labels and scales them down if a font
 * runs wider (fitScale).
 */

/** Where a label ends, near the rim of the wheel of radius 100. */
export const LABEL_OUTER = 92;
/** The hub's edge: no label reaches further in. */
const LABEL_INNER = 16;
/** tan(15°): a 30° slice's half width per unit of radius. */
const HALF_SLOPE = Math.tan(Math.PI / 12);
const CHAR_EM = 0.6;
export const LINE_EM = 1.15;
const MAX_FONT = 12;
const MAX_LINES = 3;

export interface LabelLayout {
  lines: string[];
  /** In wheel units (the wheel is 200 across). */
  fontSize: number;
}

/** Words into n lines, as even as words allow: each line is filled up to the longest a balanced split needs. */
export function wrapWords(label: string, n: number): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (n <= 1 || words.length <= 1) return [words.join(' ')];
  const total = words.join(' ').length;
  for (let target = Math.ceil(total / n); ; target++) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && last.length + 1 + word.length <= target) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= n) return lines;
  }
}

/**
 * The largest font size at which a block of `lines` fits the wedge: the block
 * ends at LABEL_OUTER, and at its inner end (the wedge's narrowest point under
 * it) its half height must fit the wedge's half width.
 */
function fitFont(lines: readonly string[]): number {
  const chars = Math.max(1, ...lines.map((l) => l.length));
  const byWidth = (LABEL_OUTER * HALF_SLOPE) / ((lines.length * LINE_EM) / 2 + chars * CHAR_EM * HALF_SLOPE);
  const byHub = (LABEL_OUTER - LABEL_INNER) / (chars * CHAR_EM);
  return Math.min(MAX_FONT, byWidth, byHub);
}

/** Every label's lines at one shared font size, each label on as few lines as that size allows. */
export function layoutLabels(labels: readonly string[]): LabelLayout[] {
  const options = labels.map((label) =>
    Array.from({ length: MAX_LINES }, (_, i) => {
      const lines = wrapWords(label, i + 1);
      return { lines, fontSize: fitFont(lines) };
    }),
  );
  const fontSize = Math.min(MAX_FONT, ...options.map((o) => Math.max(...o.map((x) => x.fontSize))));
  return options.map((o) => ({
    lines: (o.find((x) => x.fontSize >= fontSize - 1e-9) ?? (o.at(-1) as LabelLayout)).lines,
    fontSize,
  }));
}

/**
 * The scale (at most 1) that brings a drawn label block back inside its wedge:
 * `length` along the radius and `height` across it, both as measured, its
 * outer end at LABEL_OUTER. Scaling shrinks the block towards that end.
 */
export function fitScale(length: number, height: number): number {
  if (length <= 0) return 1;
  const byWidth = (LABEL_OUTER * HALF_SLOPE) / (height / 2 + length * HALF_SLOPE);
  const byHub = (LABEL_OUTER - LABEL_INNER) / length;
  return Math.min(1, byWidth, byHub);
}
