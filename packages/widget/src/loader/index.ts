/**
 * The loader: the one script every visitor downloads (spec §4 page start). It
 * finds its own tag, then hands over to `start`. Framework-free and
 * dependency-free; the renderer is imported only when a pop-up is about to show.
 */
import { findPixel } from './find-script';
import { start } from './start';

const px = findPixel();
if (px) start(px);
else console.warn('Beckon: the pixel code does not exist');
