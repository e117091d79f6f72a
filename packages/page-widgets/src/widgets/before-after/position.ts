/** Pure arithmetic of the before/after handle: percentages from pointers and keys. */
export type Orientation = 'horizontal' | 'vertical';

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 50;
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a pointer at (x, y) falls along the slider, 0–100. */
export function percentFromPointer(box: Box, x: number, y: number, orientation: Orientation): number {
  const raw = orientation === 'horizontal' ? ((x - box.left) / box.width) * 100 : ((y - box.top) / box.height) * 100;
  return clampPercent(raw);
}

/** The new position after a key press, or null when the key does not move the handle. */
export function percentFromKey(current: number, key: string, shift: boolean): number | null {
  const step = shift ? 10 : 5;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampPercent(current - step);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampPercent(current + step);
    case 'PageDown':
      return clampPercent(current - 10);
    case 'PageUp':
      return clampPercent(current + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
