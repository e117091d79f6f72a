/** Island entry of the countdown. */
import { hydrateIslands } from '../../client/hydrate.js';
import { Countdown } from './component.js';

hydrateIslands('countdown', Countdown);
