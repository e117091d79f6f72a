/**
 * Finds the pixel's own script tag (spec §4 page start): by id `beckon-pixel`,
 * else any script whose src holds `/widget/loader.js`. Its src gives the client
 * id (`id` query parameter) and the display service origin.
 */
export interface Pixel {
  origin: string;
  clientId: string;
}

export function findPixel(doc: Document = document): Pixel | null {
  const el =
    (doc.getElementById('beckon-pixel') as HTMLScriptElement | null) ??
    doc.querySelector<HTMLScriptElement>('script[src*="/widget/loader.js"]');
  const src = el?.getAttribute('src');
  if (!src) return null;
  try {
    const u = new URL(src, doc.baseURI);
    const clientId = u.searchParams.get('id');
    return clientId ? { origin: u.origin, clientId } : null;
  } catch {
    return null;
  }
}
