/**
 * The 404 report's input (decision 029), in any of the forms it comes in, as counts
 * by path:
 *   - the log of a local run: `npx wrangler dev --var NOT_FOUND_ECHO:1 | tee dev.log` writes one
 *     `not-found-report {"path":…,"weight":…}` line per point (app/lib/edge/not-found-log.ts);
 *   - Analytics Engine's SQL API answer in JSON (docs/http.md gives the query): rows with the path
 *     as `path` or `blob1` and the count as `hits`, `count` or `_sample_interval`;
 *   - a CSV of path and count (the same query with FORMAT CSV, or a spreadsheet).
 */
import { ECHO_PREFIX } from "../../app/lib/edge/not-found-log";

export type Counts = Map<string, number>;

const add = (counts: Counts, path: unknown, count: unknown) => {
  const n = Number(count ?? 1);
  if (typeof path === "string" && path.startsWith("/") && Number.isFinite(n) && n > 0)
    counts.set(path, (counts.get(path) ?? 0) + n);
};

export function readNotFound(text: string, counts: Counts = new Map()): Counts {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") && !trimmed.includes(`\n${ECHO_PREFIX}`)) {
    const parsed = JSON.parse(trimmed) as { data?: Array<Record<string, unknown>> };
    for (const row of parsed.data ?? [])
      add(counts, row.path ?? row.blob1, row.hits ?? row.count ?? row._sample_interval ?? 1);
    return counts;
  }
  for (const line of trimmed.split(/\r?\n/)) {
    const echo = line.indexOf(ECHO_PREFIX);
    if (echo !== -1) {
      try {
        const point = JSON.parse(line.slice(echo + ECHO_PREFIX.length)) as { path?: unknown; weight?: unknown };
        add(counts, point.path, point.weight);
      } catch {
        // A line cut short (the log was copied mid-write): the others still count.
      }
      continue;
    }
    // path,count (quotes around either are the spreadsheet's).
    const [path, count, extra] = line.split(",").map((field) => field.trim().replace(/^"|"$/g, ""));
    if (extra === undefined && count && /^\d+(?:\.\d+)?$/.test(count)) add(counts, path, count);
  }
  return counts;
}
