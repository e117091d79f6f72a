/**
 * The CPU budgets of the three hot routes: server CPU per request as a multiple of a same-run hello world's,
 * the steadier figure on a shared machine (requests per second move with whatever else runs), and for the
 * two write routes no acknowledged write missing from the database afterwards.
 */
import type { PairedResult } from './load.js';
import type { BudgetCheck } from './results-file.js';

export const CPU_BUDGETS = {
  display: { max: 2.0, budget: 'display route CPU ≤ 2.0× hello world' },
  conversion: { max: 6.0, budget: 'conversion route CPU ≤ 6.0× hello world, 0 acknowledged leads lost' },
  hit: { max: 4.0, budget: 'hit route CPU ≤ 4.0× hello world, 0 acknowledged hits lost' },
} as const;

/** `lost` is acknowledged writes not found afterwards; null for a route that writes nothing it acknowledges. */
export function cpuBudgetCheck(
  route: keyof typeof CPU_BUDGETS,
  cpu: PairedResult['cpu'],
  lost: number | null,
): BudgetCheck {
  const { max, budget } = CPU_BUDGETS[route];
  const lostText = lost === null ? '' : `, ${lost} lost`;
  if (cpu === null) return { budget, figure: `CPU not measured (no /proc)${lostText}`, met: false };
  return {
    budget,
    figure: `${cpu.ratio.toFixed(2)}× (${cpu.route.toFixed(1)} µs a request, hello world ${cpu.baseline.toFixed(1)} µs)${lostText}`,
    met: cpu.ratio <= max && (lost === null || lost === 0),
  };
}
