/**
 * The label a website's own address starts with, made from a name or from what the owner types (the
 * dashboard shows it as they type, the server makes the address with it): lowercase, accents stripped,
 * anything but letters and digits as one hyphen, no hyphen at either end, at most 63 characters (a DNS
 * label). "Clínica Luna & Sol" gives `clinica-luna-sol`; empty when there is no letter or digit.
 */
const MAX_LABEL = 63;

export function siteLabelFrom(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LABEL)
    .replace(/-+$/, '');
}
