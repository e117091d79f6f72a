/**
 * The label a website's own address starts with, made from what the owner types the way the server makes
 * it from the site's name: lowercase, accents stripped, anything but letters and digits as one hyphen, no
 * hyphen at either end, at most 63 characters (a DNS label). "Clínica Luna & Sol" gives `clinica-luna-sol`.
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
