import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_EXTENSIONS } from '../src/constants.js';
import { linkEvent } from '../src/link-event.js';

const exts = DEFAULT_DOWNLOAD_EXTENSIONS.split(',');
const link = (href: string, text = 'Go', id = 'l1', className = 'btn') => ({ href, textContent: text, id, className });
const click = { type: 'click', button: 0 };

describe('link and download events', () => {
  it('describes an outbound link click with the §3 fields', () => {
    expect(
      linkEvent(link('https://maps.example/clinic', ' Directions '), click, 'clinic.example', exts, '7', 123),
    ).toEqual({
      en: 'click',
      et: '123',
      eid: 'l1',
      ec: 'btn',
      ev: 'Directions',
      mb: '0',
      tu: 'https://maps.example/clinic',
      pid: '7',
    });
  });

  it('ignores links to the same host', () => {
    expect(linkEvent(link('https://clinic.example/team'), click, 'clinic.example', exts, '7', 1)).toBeNull();
  });

  it('records a same-host download as file_download with its file fields', () => {
    const e = linkEvent(link('https://clinic.example/f/prices.pdf'), click, 'clinic.example', exts, '7', 1);
    expect(e).toMatchObject({
      en: 'file_download',
      fn: 'prices',
      fx: 'pdf',
      tu: 'https://clinic.example/f/prices.pdf',
    });
  });

  it('records the mouse button of a middle click', () => {
    expect(
      linkEvent(link('https://other.example/'), { type: 'mouseup', button: 1 }, 'clinic.example', exts, '7', 1),
    ).toMatchObject({ en: 'mouseup', mb: '1' });
  });

  it('ignores mailto, tel and javascript links', () => {
    for (const href of ['mailto:a@b.example', 'tel:+100', 'javascript:void(0)']) {
      expect(linkEvent(link(href), click, 'clinic.example', exts, '7', 1)).toBeNull();
    }
  });

  it('cuts a long link text to the 500 characters the server accepts', () => {
    const e = linkEvent(link('https://other.example/', 'x'.repeat(900)), click, 'clinic.example', exts, '7', 1);
    expect(e?.ev).toHaveLength(500);
  });
});
