/**
 * Download recognition (spec §5): a link is a download when its path ends in
 * an extension from the configured list, or when it carries a download_file
 * parameter (shop download links; spec §3 df, dk and the wcdl flag). Returns
 * the §3 file fields, or null for an ordinary link.
 */
export interface Download {
  fn: string;
  fx: string;
  df?: string;
  dk?: string;
  wcdl?: 'true';
}

export function recognizeDownload(url: URL, extensions: readonly string[]): Download | null {
  // The last path segment as name.extension; a leading dot (".htaccess") is a name, not an extension.
  const [, fn = '', ext = ''] = /([^/]+)\.(\w+)$/.exec(url.pathname) || [];
  const fx = ext.toLowerCase();
  const df = url.searchParams.get('download_file');
  if (df) return { fn: df, fx, df, dk: url.searchParams.get('key') || '', wcdl: 'true' };
  return fx && extensions.includes(fx) ? { fn, fx } : null;
}
