/** Island entry of every carousel widget (media, testimonial, slides). */
import { hydrateIslands } from '../../client/hydrate.js';
import { Carousel } from './component.js';

hydrateIslands('carousel', Carousel);
