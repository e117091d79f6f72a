/** Island entry of the portfolio. */
import { hydrateIslands } from '../../client/hydrate.js';
import { Portfolio } from './component.js';

hydrateIslands('portfolio', Portfolio);
