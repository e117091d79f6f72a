/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), used by
 * the email typo check (spec §5 "Did you mean …?"). Swaps count as one edit
 * because "gmial" is the most common way to mistype "gmail".
 */
export function editDistance(a: string, b: string): number {
  // Three rolling rows: the swap rule looks two rows back.
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, prevPrev[j - 2]! + 1);
      row.push(best);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}
