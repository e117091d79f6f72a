import { describe, expect, it } from 'vitest';
import { extensionsOf } from '../src/config.js';
import { DEFAULT_DOWNLOAD_EXTENSIONS } from '../src/constants.js';
import { recognizeDownload } from '../src/downloads.js';

const defaults = DEFAULT_DOWNLOAD_EXTENSIONS.split(',');
const at = (href: string) => new URL(href);

describe('download recognition', () => {
  it('recognises a file whose extension is in the configured list', () => {
    expect(recognizeDownload(at('https://clinic.example/files/price-list.pdf'), defaults)).toEqual({
      fn: 'price-list',
      fx: 'pdf',
    });
  });

  it('matches the extension case-insensitively and ignores the query string', () => {
    expect(recognizeDownload(at('https://clinic.example/a/Report.2024.PDF?v=3'), defaults)).toEqual({
      fn: 'Report.2024',
      fx: 'pdf',
    });
  });

  it('does not treat a page or an unlisted extension as a download', () => {
    expect(recognizeDownload(at('https://clinic.example/about'), defaults)).toBeNull();
    expect(recognizeDownload(at('https://clinic.example/index.html'), defaults)).toBeNull();
    expect(recognizeDownload(at('https://clinic.example/file.pdf/'), defaults)).toBeNull();
  });

  it('uses the configured list instead of the default one', () => {
    const custom = extensionsOf({ downloads: 'stl,dcm' });
    expect(recognizeDownload(at('https://clinic.example/scan.dcm'), custom)).toEqual({ fn: 'scan', fx: 'dcm' });
    expect(recognizeDownload(at('https://clinic.example/price.pdf'), custom)).toBeNull();
  });

  it('recognises a download_file link and reads df and dk from it', () => {
    expect(recognizeDownload(at('https://shop.example/?download_file=42&order=wc_order_1&key=abc-123'), [])).toEqual({
      fn: '42',
      fx: '',
      df: '42',
      dk: 'abc-123',
      wcdl: 'true',
    });
  });
});
