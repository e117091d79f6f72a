/**
 * Axis settings shared by the dashboard's uPlot charts. Counts (visitors, views) step in whole numbers; a
 * category axis (days, pop-up names) plots item i at x = i and labels it with the item's name.
 */
import type uPlot from 'uplot';

/** Whole-number tick steps, 1-2-5 up to a billion, so a count never gets a fractional tick. */
export const COUNT_STEPS: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((m) => m * 10 ** power),
).flat();

/** Rough width of one character of the 12 px axis font, for sizing the gaps between labels. */
const CHAR_PX = 7;

/** Each tick's label: the name of the item at that index, blank between items. */
export function categoryLabels(labels: readonly string[], ticks: readonly number[]): string[] {
  return ticks.map((tick) => (Number.isInteger(tick) ? (labels[tick] ?? '') : ''));
}

/** Pixels kept between two category ticks: the longest label fits, with a gap. */
export function categorySpace(labels: readonly string[]): number {
  return Math.max(40, ...labels.map((l) => l.length * CHAR_PX + 16));
}

/** A count axis' width: its longest tick label fits beside the ticks (uPlot's 50 px cuts off "100,000"). */
export function countAxisSize(values: readonly string[] | undefined): number {
  return Math.max(50, ...(values ?? []).map((v) => v.length * CHAR_PX + 20));
}

const AXIS_COLOR = '#3d444d';

/** An x axis over `labels`: ticks only on whole indices, as many as fit without their labels overlapping. */
export function categoryAxis(labels: readonly string[]): uPlot.Axis {
  return {
    stroke: AXIS_COLOR,
    space: categorySpace(labels),
    incrs: [...COUNT_STEPS],
    values: (_u, ticks) => categoryLabels(labels, ticks),
  };
}

/** A y axis of counts. */
export function countAxis(): uPlot.Axis {
  return {
    stroke: AXIS_COLOR,
    incrs: [...COUNT_STEPS],
    size: (_u, values) => countAxisSize(values),
  };
}
