/**
 * What a crawler meets at each old address: the redirects followed one by one (never by fetch
 * itself, so each hop is counted) up to MAX_HOPS, and the final status. Judged against what the
 * list says the address must do (addresses.ts).
 */
import type { Address } from "./addresses";

export const MAX_HOPS = 5;
export type Outcome = Address & { status: number; hops: number; target: string; problem: string | null };
type Fetch = (path: string) => Promise<Response>;

export async function follow(address: Address, get: Fetch): Promise<Outcome> {
  let path = address.path;
  let hops = 0;
  let response = await get(path);
  while (response.status >= 300 && response.status < 400 && hops < MAX_HOPS) {
    const location = response.headers.get("location");
    if (!location) break;
    const next = new URL(location, "http://this.site");
    // Off this site: a hop, and the end of what can be followed here.
    if (next.host !== "this.site") {
      await response.arrayBuffer();
      return judge(address, { status: response.status, hops: hops + 1, target: location });
    }
    path = next.pathname + next.search;
    hops++;
    // Each body read to its end: a cancelled one left workerd writing to a closed socket.
    await response.arrayBuffer();
    response = await get(path);
  }
  await response.arrayBuffer();
  return judge(address, { status: response.status, hops, target: path });
}

function judge(address: Address, seen: { status: number; hops: number; target: string }): Outcome {
  const lands = seen.status === 200;
  let problem: string | null = null;
  if (address.expect === "keep" && !lands) problem = `must land on a page, ends in ${seen.status}`;
  else if (address.expect === "keep" && seen.hops > 1) problem = `must take one hop at most, takes ${seen.hops}`;
  else if (address.expect === "gone" && lands) problem = "must be gone (404 or 410), lands on a page";
  else if (seen.hops > 1) problem = `takes ${seen.hops} hops: add a rule straight to ${seen.target}`;
  return { ...address, ...seen, problem };
}

/** The report: one line per address, then a summary. */
export function report(outcomes: readonly Outcome[]): string[] {
  const lines = outcomes.map(
    (o) =>
      `${String(o.status).padEnd(4)}${`${o.hops} hop${o.hops === 1 ? "" : "s"}`.padEnd(8)}${o.path}${o.hops ? ` → ${o.target}` : ""}${o.expect === "any" ? "" : `  [${o.expect}]`}${o.problem ? `  ✗ ${o.problem}` : ""}`,
  );
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  lines.push(
    "",
    `${outcomes.length} addresses: ${count((o) => o.status === 200 && o.hops === 0)} already pages, ` +
      `${count((o) => o.status === 200 && o.hops === 1)} land on a page in one hop, ` +
      `${count((o) => o.hops > 1)} take two or more, ${count((o) => o.status === 410)} gone (410), ` +
      `${count((o) => o.status === 404)} not found (404)` +
      `${count((o) => ![200, 404, 410].includes(o.status)) ? `, ${count((o) => ![200, 404, 410].includes(o.status))} other` : ""}.`,
    count((o) => o.problem !== null)
      ? `${count((o) => o.problem !== null)} problem(s): ${count((o) => o.expect === "keep" && o.problem !== null)} must-keep address(es) lost or slowed, marked ✗ above.`
      : "No problems.",
  );
  return lines;
}

/** Exit code: 1 when an address fails what its list says it must do, or any takes two hops. */
export const exitCode = (outcomes: readonly Outcome[]) => (outcomes.some((o) => o.problem) ? 1 : 0);
