import type { Lead } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { newLeadMail } from './new-lead-mail.js';

const LEAD: Lead = {
  conversion_id: '0000000000001',
  poptin_id: '00000000000a1',
  popup_name: 'Newsletter',
  email: 'marta@bakery.example',
  name: 'Marta',
  phone: '',
  fields: { 'First name': 'Marta', City: 'Valencia' },
  created_at: '2026-11-29T04:30:12.000Z',
  consent: null,
};

describe('the new-lead mail', () => {
  it('lists each value once: a field that repeats the name, email or phone is not listed again', () => {
    const mail = newLeadMail('ana@bakery.example', LEAD, 'https://beckon.example');
    expect(mail.subject).toBe('New lead from Newsletter: marta@bakery.example');
    expect(mail.text).toContain('Email: marta@bakery.example\nName: Marta\nCity: Valencia\n');
    expect(mail.text).not.toContain('First name');
    expect(mail.text.match(/Marta\n/g)).toHaveLength(1);
  });

  it('keeps a field whose value differs from the name, email and phone', () => {
    const mail = newLeadMail('ana@bakery.example', { ...LEAD, name: '' }, 'https://beckon.example');
    expect(mail.text).toContain('Email: marta@bakery.example\nFirst name: Marta\nCity: Valencia\n');
  });
});
