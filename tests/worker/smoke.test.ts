// `npm run smoke -- <URL>` (scripts/smoke/smoke.mjs), the check the deploy workflow runs against
// production before it decides to roll back: run as the workflow runs it, a process of its own
// against a real HTTP origin. It passes against the built worker, and fails naming what is wrong
// against the same worker with a page broken on purpose (tests/support/fault-worker.mjs in front).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_PATH, exactRules, redirectsFile, smoke } from "../../scripts/smoke/smoke.mjs";
import { SPEC_PAGE_PATHS, SPEC_REDIRECTS } from "../fixtures/spec";
import { startMiniflare } from "../support/miniflare.mjs";
import { baseUrl } from "./support";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The pinned copy the suites' worker is built from (`npm run build:pinned`). */
const env = { ...process.env, CONTENT_DIR: "tests/fixtures/content" };

/** `npm run smoke -- url`, as the workflow runs it: its exit code and its output. */
function runSmoke(url: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ["scripts/smoke/smoke.mjs", url], { cwd: root, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const failures = (stdout: string) => stdout.split("\n").filter((line) => line.startsWith("FAIL "));
const bare = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path).toLowerCase();

describe("the smoke check against the built worker", () => {
  it("passes, and says how many checks it made", async () => {
    const { code, stdout, stderr } = await runSmoke(baseUrl());
    expect(failures(stdout)).toEqual([]);
    expect(stderr).toBe("");
    expect(stdout.trim()).toMatch(new RegExp(`^smoke: (\\d+) of \\1 checks passed at ${baseUrl()}$`));
    expect(code).toBe(0);
  });

  it("checks every page of SPEC at the address it was given, every SPEC redirect, a 404, /admin/ and the feed", async () => {
    const rules = exactRules(redirectsFile(env));
    expect(redirectsFile(env)).toBe(`${root}tests/fixtures/content/redirects.yaml`);
    const results = await smoke(`${baseUrl()}/`, { rules });
    const paths = results.map((result) => bare(result.path));
    for (const path of SPEC_PAGE_PATHS) expect(paths, path).toContain(bare(path));
    for (const [from] of SPEC_REDIRECTS) expect(paths, from).toContain(bare(from));
    expect(paths).toEqual(expect.arrayContaining(["/sitemap.xml", MISSING_PATH, "/admin", "/blog/rss.xml"]));
    expect(results.filter((result) => result.problems.length)).toEqual([]);
  });

  it("refuses an argument that is not an origin, naming what it wants", async () => {
    const { code, stderr } = await runSmoke("www.example.com");
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: npm run smoke -- <URL>");
  });
});

describe("the smoke check against a worker with a page broken on purpose", () => {
  let worker: Awaited<ReturnType<typeof startMiniflare>>;
  const fault = async (query: string) => expect((await worker.fetch(`/__faults?${query}`)).status).toBe(200);
  beforeAll(async () => {
    // A page whose render fails, as after a scheduled post goes live (before that, the build's copy is served).
    worker = await startMiniflare({ faults: true, versionId: "smoke", builtPages: false });
  });
  afterAll(() => worker.dispose());

  it("fails, naming the one page that answers 500", async () => {
    // The privacy policy's loader reads the clock; the fault makes that throw.
    await fault("loader=throw");
    const { code, stdout } = await runSmoke(worker.url);
    await fault("loader=none");
    expect(failures(stdout)).toEqual(["FAIL /privacy-policy: status 500, not 200"]);
    expect(stdout).toMatch(/^smoke: (\d+) of \d+ checks passed/m);
    expect(code).toBe(1);
  });

  it("fails, naming every page that lost a security header", async () => {
    await fault("dropHeader=X-Frame-Options");
    const { code, stdout } = await runSmoke(worker.url);
    await fault("dropHeader=");
    const lines = failures(stdout);
    for (const path of SPEC_PAGE_PATHS) expect(lines, path).toContain(`FAIL ${path}: no X-Frame-Options header`);
    expect(lines).toContain("FAIL /admin/: no X-Frame-Options header");
    expect(code).toBe(1);
  });
});
