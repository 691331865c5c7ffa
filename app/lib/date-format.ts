/**
 * One `Intl.DateTimeFormat` per set of options, made on first use and kept: making one reads
 * the locale and time-zone data, which costs more than the format itself, and a render formats
 * several dates. Keyed by the options themselves, so every caller still says exactly what it
 * wants (and a mistake in the options makes a different formatter, never a stale one).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Forgets every formatter made so far: a test that must see one made (its options, its locale) starts afresh. */
export function forgetDateFormats(): void {
  formatters.clear();
}
