/**
 * Leads as CSV (RFC 4180). Visitor values are data: every cell is quoted with
 * inner quotes doubled, and a cell starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe so a spreadsheet shows it as text instead
 * of running it as a formula (OWASP CSV injection).
 */
import { csvCell, type Lead } from '@beckon/owner-api';

export function leadsCsv(leads: readonly Lead[]): string {
  const extraKeys = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))].sort();
  // Column heads in the dashboard's words; the other fields are already keyed by the owner's labels.
  const header = ['Date', 'Pop-up ID', 'Pop-up', 'Email', 'Name', 'Phone', ...extraKeys];
  const lines = [header.map(csvCell).join(',')];
  for (const lead of leads) {
    const cells = [lead.created_at, lead.poptin_id, lead.popup_name, lead.email, lead.name, lead.phone];
    for (const key of extraKeys) cells.push(lead.fields[key] ?? '');
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
