/**
 * The networks a social buttons block links to: a fixed set, each drawn with
 * the widget's own inline icon, shared by the renderer and the builder. No zod
 * here: the widget imports this at runtime.
 */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'whatsapp',
  'pinterest',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names, the links' accessible names in every language (brand names are not translated). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
};

/** A block holds 1 to this many links: one row that still fits a phone. */
export const MAX_SOCIAL_LINKS = 8;
