// Writes precompressed siblings (file.js.br, file.js.gz) of every text file a
// build wrote, so the server sends them as they are (@fastify/static's
// `preCompressed`) instead of compressing per request or at startup.
// Every build.mjs calls it last, on its own output folder.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing: text. Images and fonts are compressed formats already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.map', '.webmanifest', '.xml']);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * Brotli at quality 11 and gzip at level 9 beside each text file under `dir`.
 * A sibling that would not be smaller than the file is not written (the
 * server then sends the file itself). Returns the files compressed.
 */
export async function compressOutputs(dir) {
  const files = (await listFiles(dir)).filter((f) => TEXT.has(extname(f)));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
  return files;
}
