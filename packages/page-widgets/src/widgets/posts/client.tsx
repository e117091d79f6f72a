/** Island entry of the posts grid. */
import { hydrateIslands } from '../../client/hydrate.js';
import { Posts } from './component.js';

hydrateIslands('posts', Posts);
