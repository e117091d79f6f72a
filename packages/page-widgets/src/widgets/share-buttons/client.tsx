/** Island entry of the share buttons. */
import { hydrateIslands } from '../../client/hydrate.js';
import { ShareButtons } from './component.js';

hydrateIslands('share-buttons', ShareButtons);
