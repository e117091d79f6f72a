import { describe, expect, it } from 'vitest';
import { draftFromFieldMap, fieldMapFromDraft, keepListedFields, tagsFromText } from './field-map-draft.js';

describe('the mapping rows', () => {
  it('reads a saved mapping into the name, phone and other rows, and sends back the same mapping', () => {
    const saved = [
      { from: 'name', to: 'FNAME' },
      { from: 'phone', to: 'PHONE' },
      { from: 'field:Company', to: 'COMPANY' },
      { from: 'field:City', to: 'CITY' },
    ];
    const draft = draftFromFieldMap(saved);
    expect(draft).toEqual({
      nameFields: ['FNAME'],
      phoneFields: ['PHONE'],
      extras: [
        { label: 'Company', field: 'COMPANY' },
        { label: 'City', field: 'CITY' },
      ],
    });
    expect(fieldMapFromDraft(draft)).toEqual(saved);
  });

  it('offers one empty row for another field when none is mapped, and sends no empty rows', () => {
    const draft = draftFromFieldMap([]);
    expect(draft).toEqual({ nameFields: [''], phoneFields: [''], extras: [{ label: '', field: '' }] });
    expect(fieldMapFromDraft({ ...draft, phoneFields: [' SMS '], extras: [{ label: 'City', field: '' }] })).toEqual([
      { from: 'phone', to: 'SMS' },
    ]);
  });

  it('reads every row of a name or phone sent to several fields, and sends them all back', () => {
    const saved = [
      { from: 'name', to: 'FNAME' },
      { from: 'name', to: 'NICKNAME' },
      { from: 'phone', to: 'PHONE' },
      { from: 'phone', to: 'SMS' },
    ];
    const draft = draftFromFieldMap(saved);
    expect(draft.nameFields).toEqual(['FNAME', 'NICKNAME']);
    expect(draft.phoneFields).toEqual(['PHONE', 'SMS']);
    expect(fieldMapFromDraft(draft)).toEqual(saved);
  });

  it('splits tags at commas and drops the empty ones', () => {
    expect(tagsFromText(' pop-up, spring offer ,,')).toEqual(['pop-up', 'spring offer']);
  });
});

describe('the rows once the tool answers', () => {
  it("keeps only the tool's own fields, unless the tool also takes typed names", () => {
    const draft = { nameFields: ['FNAME'], phoneFields: ['OLDPHONE'], extras: [{ label: 'City', field: 'CITY' }] };
    const listed = { fields: [{ id: 'FNAME', name: 'First Name' }], free_text: false };
    expect(keepListedFields(draft, listed)).toEqual({
      nameFields: ['FNAME'],
      phoneFields: [''],
      extras: [{ label: 'City', field: '' }],
    });
    expect(keepListedFields(draft, { ...listed, free_text: true })).toEqual(draft);
  });
});
