/**
 * What visitors may see of a prize game: the design document served at
 * poptin_url keeps the prizes' labels, chances and redirects (the wheel draws
 * them) but never their coupon codes, which only a won draw reveals.
 */
import type { DesignDocument } from '@beckon/popup-schema';

export function publicDesign(design: DesignDocument): DesignDocument {
  if (!design.game) return design;
  return { ...design, game: { ...design.game, prizes: design.game.prizes.map((p) => ({ ...p, code: '' })) } };
}
