/** Island entry of the nav menu and the mega menu. */
import { hydrateIslands } from '../../client/hydrate.js';
import { NavMenu } from './component.js';

hydrateIslands('nav-menu', NavMenu);
