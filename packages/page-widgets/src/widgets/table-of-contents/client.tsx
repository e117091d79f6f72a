/** Island entry of the table of contents. */
import { hydrateIslands } from '../../client/hydrate.js';
import { TableOfContents } from './component.js';

hydrateIslands('table-of-contents', TableOfContents);
