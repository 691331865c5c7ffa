// A staff edit never breaks the site, the tests or another page. Every edit of
// edits.ts, applied at once to a scratch copy of the project (the pinned launch content in its
// content/, so the edits apply whatever staff have changed since), then what `npm test` and the
// deploy run on staff's content: content:check, the build, and the live suite's rules. Mistakes
// staff can make are in tests/unit/staff-mistakes.test.ts: they must stop at content:check.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeScratch } from "../dev/scratch";
import { devEnv } from "../support/dev-env.mjs";
import { GOOD_EDITS } from "./edits";

const scratch = makeScratch();
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a command in the scratch copy; its exit code and the end of what it printed. */
const run = (command: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: scratch, env: devEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output: output.slice(-6000) }));
  });

beforeAll(async () => {
  for (const edit of GOOD_EDITS) await edit.apply(join(scratch, "content"));
});

describe("staff's edits, all at once", () => {
  it(`pass content:check (${GOOD_EDITS.map((e) => e.what).join("; ")})`, async () => {
    const { code, output } = await run("npm", ["run", "-s", "content:check"]);
    expect(code, output).toBe(0);
  });

  it("build", async () => {
    const { code, output } = await run("npm", ["run", "build"]);
    expect(code, output).toBe(0);
  });

  it("pass the live suite's rules on the built site", async () => {
    const { code, output } = await run("npx", ["vitest", "run", "--project", "live"]);
    expect(code, output).toBe(0);
    // The live suite ran its tests, not none: vitest's summary names them passed.
    expect(output).toMatch(/Tests\s+\d+ passed/);
  });
});
