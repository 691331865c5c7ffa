/** CSV as RFC 4180 writes it (the trade comparison's download, /trades/compare.csv). */

/** One field: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to RFC 4180 text: CRLF after every record, the last included. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
