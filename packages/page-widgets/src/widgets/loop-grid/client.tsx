/** Island entry of a paginated loop grid. */
import { hydrateIslands } from '../../client/hydrate.js';
import { LoopGrid } from './component.js';

hydrateIslands('loop-grid', LoopGrid);
