/**
 * A scratch copy of the project for running `npm run dev` on (tests/support/project-copy.mjs:
 * what git would hold, node_modules linked), so the worker and browser tests' build/ and
 * public/build/ and the working tree's content/ are never touched.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject, withPinnedContent } from "../support/project-copy.mjs";
import { devEnv } from "../support/dev-env.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A fresh copy in a new temporary folder, or in `at` (emptied first), with the pinned launch
 * content in its content/: the dev and editor suites edit named posts and trades, which staff may
 * have changed or removed in the project's own content/ (decision 024).
 */
export function makeScratch(at?: string): string {
  return withPinnedContent(copyProject(at ?? mkdtempSync(join(tmpdir(), "born-to-build-dev-")), repo));
}

/** The file package.json's "dev" script runs (`node <file>`), so the tests start it as npm would. */
export function devEntry(scratch: string): string {
  const { scripts } = JSON.parse(readFileSync(join(scratch, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const entry = /^node (\S+)$/.exec(scripts.dev ?? "")?.[1];
  if (!entry) throw new Error(`package.json "dev" is not \`node <file>\`: ${scripts.dev}`);
  return entry;
}

/**
 * `npm run dev -- ...args` in `scratch`, started as package.json's "dev" script names it, in
 * its own process group so the whole tree (workerd, esbuild) can be stopped at once.
 */
export function startDev(scratch: string, args: string[]): ChildProcess {
  return spawn(process.execPath, [devEntry(scratch), ...args], {
    cwd: scratch,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: devEnv(),
  });
}

/** Stops `dev` and its process group: SIGTERM, then SIGKILL after 10 s. */
export async function stopDev(dev: ChildProcess | undefined): Promise<void> {
  if (!dev?.pid || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = new Promise((resolve) => dev.once("exit", resolve));
  process.kill(-dev.pid, "SIGTERM");
  const killed = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000))]);
  if (killed === "timeout") process.kill(-dev.pid, "SIGKILL");
}

/**
 * The page's and the event stream's addresses once `dev` says it is ready; every chunk of its
 * output goes to `read` as it comes. Rejects, with the output so far, when it exits first or is
 * not ready within `timeoutMs`.
 */
export function devReady(
  dev: ChildProcess,
  timeoutMs: number,
  read: (chunk: string) => void,
): Promise<{ pageUrl: string; eventsUrl: string }> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev was not ready within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      read(chunk.toString());
      const match = /ready in \d+ ms: (http:\/\/[\d.:]+) +\(reload events: (http:\/\/[\d.:]+\/__dev\/events)/.exec(
        output,
      );
      if (match) {
        clearTimeout(timer);
        resolve({ pageUrl: match[1]!, eventsUrl: match[2]! });
      }
    };
    dev.stdout!.on("data", onData);
    dev.stderr!.on("data", onData);
    dev.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output}`));
    });
  });
}
