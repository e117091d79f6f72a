/**
 * The share networks' brand icons, inlined into the page at render time (server only; the island never
 * imports this): Simple Icons (CC0) for the brands, including its retired LinkedIn, Skype and Pocket marks
 * that Iconify keeps; Font Awesome Brands (CC BY 4.0) for StumbleUpon, which Simple Icons never kept;
 * Material Design Icons (Apache-2.0) for e-mail and print. Only the chosen networks' paths reach the HTML.
 */
import { icons as fa6Brands } from '@iconify-json/fa6-brands';
import { icons as mdi } from '@iconify-json/mdi';
import { icons as simpleIcons } from '@iconify-json/simple-icons';
import type { Network } from './urls.js';

type IconSet = typeof simpleIcons;

export interface ShareIcon {
  viewBox: string;
  /** SVG inner markup from the icon set (trusted package data, never visitor input). */
  body: string;
}

const SOURCE: Record<Network, [IconSet, string]> = {
  facebook: [simpleIcons, 'facebook'],
  twitter: [simpleIcons, 'x'],
  linkedin: [simpleIcons, 'linkedin'],
  pinterest: [simpleIcons, 'pinterest'],
  reddit: [simpleIcons, 'reddit'],
  vk: [simpleIcons, 'vk'],
  odnoklassniki: [simpleIcons, 'odnoklassniki'],
  tumblr: [simpleIcons, 'tumblr'],
  digg: [simpleIcons, 'digg'],
  skype: [simpleIcons, 'skype'],
  stumbleupon: [fa6Brands, 'stumbleupon'],
  mix: [simpleIcons, 'mix'],
  telegram: [simpleIcons, 'telegram'],
  pocket: [simpleIcons, 'pocket'],
  xing: [simpleIcons, 'xing'],
  whatsapp: [simpleIcons, 'whatsapp'],
  email: [mdi, 'email-outline'],
  print: [mdi, 'printer-outline'],
};

/** The icon of `network`; throws when an icon set update dropped it, so a build never ships a blank badge. */
export function shareIcon(network: Network): ShareIcon {
  const [set, name] = SOURCE[network];
  const icon = set.icons[name];
  if (!icon) throw new Error(`the ${network} share icon (${set.prefix}:${name}) is missing from its icon set`);
  return { viewBox: `0 0 ${icon.width ?? set.width ?? 16} ${icon.height ?? set.height ?? 16}`, body: icon.body };
}
