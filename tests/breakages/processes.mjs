// @ts-check
// Child processes of the breakage runner: each in its own process group, so that the workerd
// and Chromium a suite starts die with it; bounded in time; all stoppable at once on Ctrl-C.
import { spawn } from "node:child_process";

/** @typedef {{ code: number, timedOut: boolean, output: string, ms: number }} ProcessResult */
/** @typedef {import("node:child_process").ChildProcess} Child */

/** @type {Set<Child>} */
const running = new Set();

/**
 * Runs a command to its end (or its time limit), keeping the tail of its output.
 * @param {string} command
 * @param {string[]} argv
 * @param {{ cwd: string, timeoutMs: number, env?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<ProcessResult>}
 */
export function runProcess(command, argv, { cwd, timeoutMs, env = {}, quiet = true }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, argv, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      output += chunk.toString();
      if (output.length > 400_000) output = output.slice(-200_000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut, output, ms: Date.now() - started });
    });
  });
}

/** @param {Child} child @param {NodeJS.Signals} signal @returns {boolean} whether the group was there */
function signalGroup(child, signal) {
  if (child.pid === undefined) return false; // never started
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** @param {Child} child */
function killGroup(child) {
  // SIGINT, as Ctrl-C: Playwright then stops its web server, which it starts in a process group
  // of its own (on SIGTERM it exits at once and leaves it: the editor suite's dev loop kept its
  // port, and the next breakage's editor run could not start). workerd or Chromium may ignore a
  // signal while busy: SIGKILL what is left once the web server has had time to stop.
  if (signalGroup(child, "SIGINT")) setTimeout(() => signalGroup(child, "SIGKILL"), 20_000).unref();
}

/** Sends a signal to the process group of every command still running. @param {NodeJS.Signals} signal */
export function signalAll(signal) {
  for (const child of running) signalGroup(child, signal);
}
