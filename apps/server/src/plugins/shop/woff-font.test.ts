import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from './woff-font.js';

/** A WOFF of two tables, one compressed and one stored as it is, the way a font tool writes them. */
function woffOf(tables: { tag: string; data: Buffer; compress: boolean }[]): Buffer {
  const header = Buffer.alloc(44 + tables.length * 20);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt16BE(tables.length, 12);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const stored = t.compress ? deflateSync(t.data) : t.data;
    const at = 44 + i * 20;
    header.write(t.tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 4);
    header.writeUInt32BE(stored.length, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    header.writeUInt32BE(0xabcd0000 + i, at + 16);
    bodies.push(stored);
    offset += stored.length;
  });
  return Buffer.concat([header, ...bodies]);
}

describe('a WOFF font unwrapped for the PDF', () => {
  it('gives back each table as it was, on four-byte boundaries, with its directory entry', () => {
    const glyf = Buffer.from('glyph outlines '.repeat(20));
    const head = Buffer.from('head!');
    const sfnt = sfntOfWoff(
      woffOf([
        { tag: 'glyf', data: glyf, compress: true },
        { tag: 'head', data: head, compress: false },
      ]),
    );
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(2);
    const entry = (i: number) => ({
      tag: sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
      checksum: sfnt.readUInt32BE(16 + i * 16),
      offset: sfnt.readUInt32BE(20 + i * 16),
      length: sfnt.readUInt32BE(24 + i * 16),
    });
    const [first, second] = [entry(0), entry(1)];
    expect(first).toMatchObject({ tag: 'glyf', checksum: 0xabcd0000, length: glyf.length });
    expect(sfnt.subarray(first.offset, first.offset + first.length)).toEqual(glyf);
    expect(second).toMatchObject({ tag: 'head', length: head.length });
    expect(second.offset % 4).toBe(0);
    expect(sfnt.subarray(second.offset, second.offset + second.length)).toEqual(head);
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => sfntOfWoff(Buffer.from('OTTO not a woff at all, just some bytes here to be long enough'))).toThrow(
      'not a WOFF 1.0 font',
    );
  });
});
