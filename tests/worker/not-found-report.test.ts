// The 404 report: the built worker in workerd with a local stand-in for Workers
// Analytics Engine in front (tests/support/not-found-worker.mjs). Each unknown address it answers
// is written, the path only; pages, redirects, 410s and bots' probes are not; a flood is bounded;
// a store that fails costs the visitor nothing; and `npm run report:404` over what was written
// lists the addresses seen most with a rule for each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as report404 } from "../../scripts/redirects/report-404";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HTTP_POLICY } from "../fixtures/spec";
import { startMiniflare } from "../support/miniflare.mjs";

type Point = { blobs: string[]; doubles: number[]; indexes: string[] };
type Worker = Awaited<ReturnType<typeof startMiniflare>>;

let worker: Worker;
/** Before the worker's first write: its budget's windows are counted from no later than this. */
let started = 0;
/** The points written since the last call (the stand-in empties its list), and its mode set. */
const written = async (mode = "keep") =>
  (await (await worker.fetch(`/__not-found?mode=${mode}`)).json<{ points: Point[] }>()).points;
const visit = async (path: string) => {
  const response = await worker.fetch(path);
  await response.arrayBuffer();
  return response.status;
};

beforeAll(async () => {
  worker = await startMiniflare({ notFoundLog: true, versionId: "not-found-report" });
  started = Date.now();
});
afterAll(() => worker.dispose());

describe("the 404 report's writes from the worker", () => {
  it("an unknown address is written as its path only: no query, folded as the rules match it", async () => {
    await written();
    expect(await visit("/Old-Brochure/?email=jo%40example.com&utm_source=x")).toBe(404);
    expect(await written()).toEqual([{ blobs: ["/old-brochure"], doubles: [1], indexes: ["404"] }]);
  });

  it("a page, a redirect, a 410 and a probe are not written", async () => {
    await written();
    expect(await visit("/about")).toBe(200);
    expect(await visit("/news")).toBe(301);
    expect(await visit("/2024/05/23/meet-jordan/")).toBe(301);
    expect(await visit("/wp-content/uploads/2023/03/a.jpg")).toBe(410);
    expect(await visit("/wp-login.php")).toBe(404);
    expect(await written()).toEqual([]);
  });

  it("a 404 kept by the edge's memory is written again: every arrival counts", async () => {
    await written();
    for (let i = 0; i < 3; i++) expect(await visit("/twice-seen")).toBe(404);
    expect((await written()).map((p) => p.blobs[0])).toEqual(["/twice-seen", "/twice-seen", "/twice-seen"]);
  });

  it("a store that throws: the visitor still gets the site's 404 page", async () => {
    await written("throw");
    const response = await worker.fetch("/while-the-store-is-down");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.notFound);
    expect(await response.text()).toContain("Oops! Page not found");
    await written("keep");
  });

  it("a flood is bounded: at most the minute's budget is written, and the report lists the most seen", async () => {
    await written();
    const burst = [
      ...Array.from({ length: 6 }, () => "/meet-jordon"),
      ...Array.from({ length: 3 }, () => "/apprentice-award"),
      ...Array.from({ length: HTTP_POLICY.notFoundReportPerMinute + 20 }, (_, i) => `/bot-${i}`),
    ];
    for (const path of burst) expect(await visit(path)).toBe(404);
    const points = await written();
    // Earlier tests in this file wrote into the same minute's budget. The budget starts again a
    // minute after the window's first write: on a machine too busy to run this file within a
    // minute, the flood spans more than one window, each with its own budget.
    const windows = Math.ceil((Date.now() - started) / 60_000);
    expect(points.length).toBeLessThanOrEqual(HTTP_POLICY.notFoundReportPerMinute * windows);
    expect(points.length).toBeGreaterThan(HTTP_POLICY.notFoundReportPerMinute / 2);

    // The report over what was written, in Analytics Engine's SQL API form (docs/http.md).
    const counts = new Map<string, number>();
    for (const p of points) counts.set(p.blobs[0]!, (counts.get(p.blobs[0]!) ?? 0) + p.doubles[0]!);
    const dir = mkdtempSync(join(tmpdir(), "report-404-"));
    const file = join(dir, "export.json");
    writeFileSync(file, JSON.stringify({ data: [...counts].map(([path, hits]) => ({ path, hits })) }));
    const lines: string[] = [];
    expect(report404([file, "--top", "2"], (line) => void lines.push(line))).toBe(0);
    rmSync(dir, { recursive: true, force: true });
    expect(lines.slice(2, 7)).toEqual([
      "# /meet-jordon: 6 times",
      "  - from: /meet-jordon",
      "    to: /blog/meet-jordan",
      "    status: 301",
      "    why: Nearest page by name (404 report, 6 times): check before publishing",
    ]);
    expect(lines[7]).toBe("# /apprentice-award: 3 times");
    expect(lines[9]).toBe("    to: /blog/apprentice-awards");
  });
});
