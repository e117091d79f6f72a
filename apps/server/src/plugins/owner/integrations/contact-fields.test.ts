import { describe, expect, it } from 'vitest';
import { mappedFields } from './contact-fields.js';

const lead = { name: 'Marta', phone: '+34 600 000 000', fields: { City: 'Madrid', Company: '' } };

describe("a lead's mapped fields", () => {
  it('takes the name, the phone and other fields by their label', () => {
    expect(
      mappedFields(lead, [
        { from: 'name', to: 'FNAME' },
        { from: 'phone', to: 'PHONE' },
        { from: 'field:City', to: 'CITY' },
      ]),
    ).toEqual({ FNAME: 'Marta', PHONE: '+34 600 000 000', CITY: 'Madrid' });
  });

  it('leaves out what the lead did not fill in, so the tool keeps what it had', () => {
    expect(
      mappedFields(lead, [
        { from: 'field:Company', to: 'COMPANY' },
        { from: 'field:Missing', to: 'X' },
      ]),
    ).toEqual({});
  });
});
