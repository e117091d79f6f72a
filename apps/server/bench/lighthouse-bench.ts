/**
 * Lighthouse budget of the clinic site: post 228, mobile form
 * factor with Lighthouse's default (simulated) throttling, performance only.
 * Budget: performance score ≥ 98 and cumulative layout shift 0.
 *
 * The real app (`startServer()`, seeded like `npm start`) serves the page
 * on 127.0.0.1; Debian's Chromium is launched by chrome-launcher with its
 * background networking off. This machine has no internet: nothing here needs
 * more than 127.0.0.1 (performance-only audits, no remote resources; the
 * third-party entity list and the throttling model ship with Lighthouse).
 *
 * `npx tsx apps/server/bench/lighthouse-bench.ts` runs it alone.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../test/helpers/running-server.js';

const SCORE_BUDGET = 98;
const CLS_BUDGET = 0;
const PATH = '/dermatitis-atopica/';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseBenchResult {
  url: string;
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  withinBudget: boolean;
}

export async function runLighthouseBench(): Promise<LighthouseBenchResult> {
  const site = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const url = `${site.origin}${PATH}`;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          // Lighthouse's mobile defaults: Moto G Power screen, simulated slow 4G and 4× CPU slowdown.
          onlyCategories: ['performance'],
          // Nothing remote: no stack-pack or entity look-ups online, no cross-origin fetches of any kind.
          disableFullPageScreenshot: true,
        },
      },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const out: LighthouseBenchResult = {
      url,
      score,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
      withinBudget: false,
    };
    out.withinBudget = out.score >= SCORE_BUDGET && out.cls <= CLS_BUDGET;

    const ok = (pass: boolean) => (pass ? 'ok' : 'OVER BUDGET');
    console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`);
    console.log(`post 228 (${PATH}), mobile, simulated throttling, performance only`);
    console.log(
      `performance score                                   ${out.score}   budget ≥ ${SCORE_BUDGET}   ${ok(out.score >= SCORE_BUDGET)}`,
    );
    console.log(
      `cumulative layout shift                             ${out.cls === 0 ? '0' : out.cls.toPrecision(3)}   budget ${CLS_BUDGET}   ${ok(out.cls <= CLS_BUDGET)}`,
    );
    console.log(`largest contentful paint                            ${(out.lcpMs / 1000).toFixed(2)} s`);
    console.log(`total blocking time                                 ${out.tbtMs.toFixed(0)} ms`);
    console.log(`first contentful paint                              ${(out.fcpMs / 1000).toFixed(2)} s`);
    console.log(`speed index                                         ${(out.speedIndexMs / 1000).toFixed(2)} s`);
    // The page may only have asked 127.0.0.1 (this machine has no internet; a remote request would skew the run).
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const remote = requests.filter((r) => !r.url.startsWith(site.origin) && !r.url.startsWith('data:'));
    console.log(
      `requests                                            ${requests.length}, outside 127.0.0.1: ${remote.length}`,
    );
    for (const r of remote) console.log(`  remote: ${r.url}`);
    const warnings = lhr.runWarnings ?? [];
    for (const w of warnings) console.log(`  warning: ${w}`);
    return out;
  } finally {
    chrome?.kill();
    await site.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await runLighthouseBench();
  process.exit(r.withinBudget ? 0 : 1);
}
