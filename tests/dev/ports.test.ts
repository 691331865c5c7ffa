/**
 * `npm run dev` when a port it needs is taken (by `npm start`, another `npm run dev`, a
 * debugger): it must say so within seconds, before building anything, naming the port and the
 * flag that moves it, and end with a non-zero exit code; never hang, never print a stack trace.
 */
import { type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeScratch, startDev, stopDev } from "./scratch";

/** The answer must come before a first build could finish (far sooner: decision 049). */
const ANSWER_MS = 10_000;

/** A listener on a free port of 127.0.0.1, standing for whatever holds the port. */
async function holdPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Runs the dev loop until it exits; rejects when it is still running after ANSWER_MS. */
function answer(dev: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = "";
  dev.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev still running after ${ANSWER_MS / 1000} s:\n${output}`)),
      ANSWER_MS,
    );
    dev.once("exit", (code) => (clearTimeout(timer), resolve({ code, output })));
  });
}

describe("npm run dev with a port taken", () => {
  let scratch: string;
  let dev: ChildProcess | undefined;
  let held: Server | undefined;

  beforeAll(() => {
    scratch = makeScratch();
  });
  afterEach(async () => {
    await stopDev(dev);
    held?.close();
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const cases = [
    {
      role: "the site",
      flag: "--port",
      args: (port: number) => ["--port", String(port), "--reload-port", "0", "--no-inspector", "--no-editor"],
    },
    {
      role: "the page reload stream",
      flag: "--reload-port",
      args: (port: number) => ["--port", "0", "--reload-port", String(port), "--no-inspector", "--no-editor"],
    },
    {
      role: "the debugger",
      flag: "--inspector-port",
      args: (port: number) => ["--port", "0", "--reload-port", "0", "--inspector-port", String(port), "--no-editor"],
    },
    {
      role: "the web editor's local backend",
      flag: "--editor-port",
      args: (port: number) => ["--port", "0", "--reload-port", "0", "--no-inspector", "--editor-port", String(port)],
    },
  ];
  for (const { role, flag, args } of cases) {
    it(`names ${role}'s port (${flag}) and exits, within seconds`, async () => {
      const { server, port } = await holdPort();
      held = server;
      dev = startDev(scratch, args(port));
      const { code, output } = await answer(dev);

      expect(code, output).not.toBe(0);
      expect(output).toContain(`port ${port} (${role}) is in use`);
      // What to do: the flag that moves it, with a port to try.
      expect(output).toMatch(new RegExp(`npm run dev -- ${flag} \\d+`));
      if (flag === "--inspector-port") expect(output).toContain("npm run dev -- --no-inspector");
      // Said in words, before any build: no stack trace, no build output.
      expect(output).not.toMatch(/^\s+at |kj::Exception|\bstack:/m);
      expect(output).not.toContain("built in");
    });
  }
});
