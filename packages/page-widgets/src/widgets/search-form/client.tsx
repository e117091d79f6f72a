/** Island entry of the full-screen search form. */
import { hydrateIslands } from '../../client/hydrate.js';
import { FullScreenSearch } from './component.js';

hydrateIslands('search-form', FullScreenSearch);
