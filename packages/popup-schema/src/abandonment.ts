/**
 * The limits of the browse-abandonment save (spec §7) that the widget and the
 * display route must agree on. Plain constants without zod, so the widget's
 * conversion chunk can import them without pulling a schema library along.
 */

/** The longest query string the widget sends as a GET; a longer save goes as a POST (spec §7 size limit). */
export const MAX_GET_QUERY_CHARS = 4000;

/** Products a save may list; the widget keeps the newest this many. */
export const MAX_SAVED_PRODUCTS = 50;
