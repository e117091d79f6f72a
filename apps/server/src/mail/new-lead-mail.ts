/** The mail an owner gets for each new lead when they turned it on. */
import type { Lead } from '@beckon/owner-api';
import type { Mail } from './outbox.js';

/** Subjects are one line: a value that holds a line break or runs long is cut. */
function oneLine(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function newLeadMail(to: string, lead: Lead, origin: string): Mail {
  const who = lead.email || lead.name || lead.phone || 'a visitor';
  const standard: [string, string][] = [
    ['Email', lead.email],
    ['Name', lead.name],
    ['Phone', lead.phone],
  ];
  // A form's "First name" field is also the lead's name: its value is listed once, under Name.
  const shown = new Set(standard.map(([, value]) => value.trim()).filter(Boolean));
  const rows = [...standard, ...Object.entries(lead.fields).filter(([, value]) => !shown.has(value.trim()))];
  return {
    kind: 'new-lead',
    to,
    subject: oneLine(`New lead from ${lead.popup_name}: ${who}`),
    text: [
      `A visitor left their details in "${lead.popup_name}" on ${lead.created_at.replace('T', ' ').slice(0, 16)} UTC.`,
      '',
      ...rows.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`),
      '',
      `Every lead: ${origin}/admin/leads`,
      `To stop these mails, turn off "Email me each new lead" at ${origin}/admin/lead-delivery`,
    ].join('\n'),
  };
}
