/** Island entry of the hotspots widget. */
import { hydrateIslands } from '../../client/hydrate.js';
import { Hotspots } from './component.js';

hydrateIslands('hotspots', Hotspots);
