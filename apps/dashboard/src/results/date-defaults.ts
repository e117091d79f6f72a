/** Default results range: the last 30 UTC days, today included (the API counts UTC days). */
export function lastDays(count: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (count - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
