/**
 * Number field behaviour (spec §5 "Number: digits and editing keys only,
 * step 0.01, rounded to 2 decimals on blur, a lone dot becomes 0").
 */

const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Enter',
]);

// Plain decimal notation only: Number() would also take "0x1f", "1e3" or "Infinity".
const DECIMAL = /^-?\d*\.?\d*$/;

/**
 * Whether a `KeyboardEvent.key` may reach the input. Shortcuts (Ctrl/Cmd+V)
 * are the caller's to let through, since the key alone cannot tell them apart.
 */
export function isAllowedNumberKey(key: string): boolean {
  return /^\d$/.test(key) || key === '.' || key === '-' || EDITING_KEYS.has(key);
}

/** The blur value: rounded to 2 decimals, '.' → '0', '' stays '', anything not a number → ''. */
export function roundNumberOnBlur(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  if (text === '.') return '0';
  if (!DECIMAL.test(text)) return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return '';
  // Shifting by the exponent in the string avoids 1.005 * 100 = 100.49999…
  const cents = Math.sign(n) * Math.round(Number(`${text.replace('-', '')}e2`));
  const rounded = cents / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Whether a number field's value is a plain decimal number (empty counts as fine). */
export function isNumberValue(value: string): boolean {
  const text = value.trim();
  return text === '' || (DECIMAL.test(text) && Number.isFinite(Number(text)));
}
