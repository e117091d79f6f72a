/**
 * What the country lookup adds to a display request (budget ≤ 5 µs),
 * in µs per lookup on a spread of IPv4 and IPv6 addresses, plus the one-time
 * cost of opening the database. Single-threaded, the fastest of several runs,
 * as validation-bench.ts does. `npm run bench -- ipcountry`.
 */
import { countryCodeOfIp, preloadIpCountries } from '../src/plugins/display/ip-country.js';

const RUNS = 7;

/** 4096 addresses: IPv4 spread over the whole space, one in eight IPv6. */
function sampleIps(): string[] {
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    return seed;
  };
  return Array.from({ length: 4096 }, (_, i) => {
    const n = next();
    if (i % 8 === 7) return `2a0${n % 10}:${(n >>> 8).toString(16)}::${(n & 0xffff).toString(16)}`;
    return `${(n >>> 24) & 255}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  });
}

export async function runIpCountryBench(): Promise<void> {
  const opened = process.hrtime.bigint();
  preloadIpCountries();
  const openMs = Number(process.hrtime.bigint() - opened) / 1e6;
  const ips = sampleIps();
  let found = 0;
  for (const ip of ips) if (countryCodeOfIp(ip)) found++;
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const t = process.hrtime.bigint();
    for (let k = 0; k < 25; k++) for (const ip of ips) countryCodeOfIp(ip);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e3 / (25 * ips.length));
  }
  console.log('\nIP-to-country lookup (DB-IP Lite, mmdb-lib; fastest of 7 runs)');
  console.log(`open the database once: ${openMs.toFixed(1)} ms`);
  console.log(`per lookup: ${best.toFixed(2)} µs (${found} of ${ips.length} sample addresses have a country)`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await runIpCountryBench();
