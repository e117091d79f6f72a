/** The store lists' (reports, orders) page size and the most rows their CSV export holds. */
export const STORE_LIST_PAGE_SIZE = 25;
export const STORE_LIST_CSV_MAX_ROWS = 100_000;
