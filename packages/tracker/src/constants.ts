/** Tracker timings (spec §9) and the default download extensions (spec §5: "a configured list"). */
export const PING_INTERVAL_MS = 60_000;
export const INACTIVITY_LIMIT_MS = 1_800_000;
/** Delay before a URL change is tracked, so a router can update the tag's data attributes first. */
export const REINIT_DELAY_MS = 100;
export const DEFAULT_DOWNLOAD_EXTENSIONS = 'pdf,zip,rar,doc,docx,xls,xlsx,ppt,pptx,csv,mp3,mp4';
export const TIMESTAMP_HEADER = 'x-stats-ts';
export const LOG = 'Beckon stats:';
