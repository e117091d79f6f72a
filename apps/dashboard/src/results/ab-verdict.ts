/**
 * The A/B verdict: each arm's conversion rate as a Beta(1 + conversions,
 * 1 + views − conversions) posterior (a uniform prior), its 95 % credible interval, and the
 * probability that it is the best arm, all from one Monte Carlo pass with a fixed seed so the
 * same figures always give the same verdict.
 */

export interface ArmFigures {
  id: string;
  views: number;
  conversions: number;
}

interface ArmVerdict {
  id: string;
  /** conversions / views (0 without views). */
  rate: number;
  /** 95 % credible interval of the rate. */
  low: number;
  high: number;
  /** Probability that this arm converts best. */
  pBest: number;
}

export interface Verdict {
  arms: ArmVerdict[];
  /** The arm whose pBest reaches `confidence`, when one does and there are enough views. */
  winner: string | null;
  /** Fewer than `minViews` views on some arm: too early to call. */
  tooEarly: boolean;
}

const DRAWS = 20_000;

/** mulberry32: a small seeded generator, so the verdict is the same on every render. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  // Box–Muller; 1 − u keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Gamma(shape, 1) by Marsaglia and Tsang (shape ≥ 1 here: both Beta parameters are at least 1). */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

function beta(a: number, b: number, random: () => number): number {
  const x = gamma(a, random);
  return x / (x + gamma(b, random));
}

export function abVerdict(arms: readonly ArmFigures[], { confidence = 0.95, minViews = 100 } = {}): Verdict {
  const random = seeded(20261124);
  const samples = arms.map((arm) => {
    const wins = Math.min(arm.conversions, arm.views);
    const draws = new Float64Array(DRAWS);
    for (let i = 0; i < DRAWS; i++) draws[i] = beta(1 + wins, 1 + arm.views - wins, random);
    return draws;
  });
  const best = new Array<number>(arms.length).fill(0);
  for (let i = 0; i < DRAWS; i++) {
    let top = 0;
    for (let a = 1; a < arms.length; a++) if ((samples[a]?.[i] ?? 0) > (samples[top]?.[i] ?? 0)) top = a;
    best[top] = (best[top] ?? 0) + 1;
  }
  const verdicts = arms.map((arm, a) => {
    const sorted = (samples[a] ?? new Float64Array(0)).slice().sort();
    return {
      id: arm.id,
      rate: arm.views > 0 ? Math.min(arm.conversions, arm.views) / arm.views : 0,
      low: sorted[Math.floor(DRAWS * 0.025)] ?? 0,
      high: sorted[Math.floor(DRAWS * 0.975)] ?? 0,
      pBest: (best[a] ?? 0) / DRAWS,
    };
  });
  const tooEarly = arms.some((arm) => arm.views < minViews);
  const leader = verdicts.reduce<ArmVerdict | null>((m, v) => (m === null || v.pBest > m.pBest ? v : m), null);
  return {
    arms: verdicts,
    winner: !tooEarly && arms.length > 1 && leader && leader.pBest >= confidence ? leader.id : null,
    tooEarly,
  };
}
