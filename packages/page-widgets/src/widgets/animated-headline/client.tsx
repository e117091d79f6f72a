/** Island entry of the animated headline. */
import { hydrateIslands } from '../../client/hydrate.js';
import { AnimatedHeadline } from './component.js';

hydrateIslands('animated-headline', AnimatedHeadline);
