/**
 * The conversion writer alone (`npm run bench -- conversionwriter`), on PGlite
 * on disk (the durable default): CPU µs of this process per lead, with 50
 * concurrent writers in a closed loop (the HTTP bench's 50 connections), so
 * group commit forms the batches it forms under load. Process CPU time, not
 * wall time: it is the steadier figure on a shared machine. Used to choose
 * how a batch is written (conversion-writer.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, migrate } from '@beckon/db';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { type ConversionRow, createConversionWriter } from '../src/plugins/display/conversion-writer.js';
import { seedAll } from '../src/seed.js';

const WRITERS = 50;
const LEADS_PER_ROUND = 5000;

export async function runConversionWriterBench(rounds = Number(process.env.BENCH_ROUNDS ?? 3)): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-cw-bench-'));
  const db = await connect({ dataDir: dir });
  try {
    await migrate(db);
    await seedAll(db);
    const writer = createConversionWriter(db);
    let seq = 0;
    const lead = (): ConversionRow => {
      const i = seq++;
      const email = `visitor${i}@example.org`;
      return {
        account_id: DEMO_CLIENT_ID,
        conversion_id: `c${String(i).padStart(15, '0')}`,
        conversion_key: `bench-${i}`,
        poptin_id: DEMO_TIMER_POPUP_ID,
        viewer_id: 'abcdef0123456',
        view_id: null,
        email,
        name: 'Bench Visitor',
        phone: '',
        fields: { standard: { email, name: 'Bench Visitor' }, extra: [] },
        payload: { url: 'http://shop.example/products/1', visitor: 'desktop' },
        ip_hash: 'f'.repeat(64),
        consent_text: null,
        consent_at: null,
      };
    };
    const run = async (total: number) => {
      let left = total;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (left-- > 0) await writer.write(lead());
        }),
      );
    };
    await run(1000); // warm-up
    console.log(`\nConversion writer alone (PGlite on disk, ${WRITERS} writers, ${LEADS_PER_ROUND} leads a round)`);
    const figures: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const batches = writer.stats.batches;
      const cpu0 = process.cpuUsage();
      await run(LEADS_PER_ROUND);
      const cpu = process.cpuUsage(cpu0);
      const perLead = (cpu.user + cpu.system) / LEADS_PER_ROUND;
      figures.push(perLead);
      const rowsPerBatch = LEADS_PER_ROUND / (writer.stats.batches - batches);
      console.log(`cpu µs/lead ${perLead.toFixed(1).padStart(7)}   rows/batch ${rowsPerBatch.toFixed(1)}`);
    }
    return figures;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
