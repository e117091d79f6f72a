/** Island entry of the gallery. */
import { hydrateIslands } from '../../client/hydrate.js';
import { Gallery } from './component.js';

hydrateIslands('gallery', Gallery);
