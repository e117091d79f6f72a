/**
 * Colour arithmetic on `#rrggbb` colours: contrast (WCAG 2.2), mixing and
 * tones of one hue. No validator here, so the renderer can use it without
 * pulling zod along.
 */

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

/** The red, green and blue channels (0–255); throws on anything but `#rrggbb`, so no other text reaches CSS. */
function channels(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`not a colour like #0b5f5f: ${JSON.stringify(hex)}`);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of an sRGB colour (WCAG 2.2, §1.4.3). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `from` moved toward `to` by `amount` (0 keeps `from`, 1 gives `to`), channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const t = Math.min(1, Math.max(0, amount));
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * t));
}

/** The channels as CSS's `rgba()` takes them, e.g. `11,95,95`. */
export const rgbList = (hex: string): string => channels(hex).join(',');

/** Hue (0–360), saturation and lightness (0–1) of an sRGB colour. */
function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, lightness];
  const sector = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [sector * 60, d / (1 - Math.abs(2 * lightness - 1)), lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): string {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const rgb = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][Math.floor(hue / 60) % 6] as number[];
  return toHex(rgb.map((v) => (v + lightness - c / 2) * 255));
}

/**
 * Another tone of the same hue: `colour` at HSL `lightness` (0 black, 1 white) with its saturation scaled by
 * `saturation`. A light tone keeps some of the colour, as a designer's pale shade does, where a mix with
 * white would turn grey.
 */
export function tone(colour: string, lightness: number, saturation: number): string {
  const [h, s] = toHsl(colour);
  return fromHsl(h, Math.min(1, s * saturation), Math.min(1, Math.max(0, lightness)));
}

/**
 * The tone of `colour` at `lightness`, or lighter still, in steps of 1 %, until every colour of `readable`
 * keeps AA contrast on it (or it on them). White always does for a theme's colours (the schema checks it),
 * so a tint under text, or a light text on a dark theme colour, stays readable.
 */
export function readableTone(
  colour: string,
  lightness: number,
  saturation: number,
  readable: readonly string[],
): string {
  for (let step = Math.round(lightness * 100); step < 100; step++) {
    const candidate = tone(colour, step / 100, saturation);
    if (readable.every((other) => contrastRatio(other, candidate) >= MIN_CONTRAST)) return candidate;
  }
  return '#ffffff';
}
