/** Island entry of the before/after slider. */
import { hydrateIslands } from '../../client/hydrate.js';
import { BeforeAfter } from './component.js';

hydrateIslands('before-after', BeforeAfter);
