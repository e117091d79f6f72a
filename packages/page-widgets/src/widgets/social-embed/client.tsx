/** Island entry of the social embed. */
import { hydrateIslands } from '../../client/hydrate.js';
import { SocialEmbed } from './component.js';

hydrateIslands('social-embed', SocialEmbed);
