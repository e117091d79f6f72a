/** Island entry of the Lottie widget (the player itself is a lazily imported chunk). */
import { hydrateIslands } from '../../client/hydrate.js';
import { Lottie } from './component.js';

hydrateIslands('lottie', Lottie);
