/**
 * Which quantities of an order's lines a refund puts back in stock (pure): WooCommerce's refund form takes a
 * quantity per line and "Reponer los artículos reembolsados". A line gives back at most what it sold less
 * what earlier refunds gave back.
 */
export interface RestockableLine {
  lineNo: number;
  quantity: number;
  restocked: number;
}

interface RestockLine {
  lineNo: number;
  quantity: number;
}

/** Nothing, everything each line has left, or the owner's quantities. */
export type RestockChoice = 'none' | 'all' | readonly RestockLine[];

export type RestockPlan =
  | { ok: true; lines: RestockLine[] }
  | { ok: false; reason: 'unknown-line'; lineNo: number }
  | { ok: false; reason: 'too-many'; lineNo: number; left: number };

export function planRestock(lines: readonly RestockableLine[], choice: RestockChoice): RestockPlan {
  if (choice === 'none') return { ok: true, lines: [] };
  if (choice === 'all')
    return {
      ok: true,
      lines: lines
        .filter((l) => l.quantity > l.restocked)
        .map((l) => ({ lineNo: l.lineNo, quantity: l.quantity - l.restocked })),
    };
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  for (const wanted of choice) {
    const line = byNo.get(wanted.lineNo);
    if (!line) return { ok: false, reason: 'unknown-line', lineNo: wanted.lineNo };
    const left = line.quantity - line.restocked;
    if (wanted.quantity > left) return { ok: false, reason: 'too-many', lineNo: wanted.lineNo, left };
  }
  return { ok: true, lines: choice.filter((l) => l.quantity > 0).map((l) => ({ ...l })) };
}
