/**
 * Figures the statistics service shares (spec §9: online ping every 60 000 ms).
 * A visitor counts as online for two ping intervals plus slack, so one late or
 * lost ping does not drop them from "online now".
 */
export const ONLINE_WINDOW_SECONDS = 150;
/** Rows of stat_online older than this are swept; they can never count as online again. */
export const ONLINE_RETENTION_SECONDS = 3600;
/** Bodies are a few hundred bytes; anything larger is not from the tracker. */
export const INGEST_BODY_LIMIT = 16 * 1024;
export const MAX_URL_CHARS = 2048;
/** Longest report range: two years, so a year-on-year view fits and nothing scans unbounded. */
export const MAX_RANGE_DAYS = 731;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_REPORT_ROWS = 100;
