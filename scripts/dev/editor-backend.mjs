// @ts-check
// The web editor's local backend: decap-server, started beside the site by `npm run dev`, so
// the editor at /admin/ reads and writes the files under content/ directly (no sign-in, no pull
// request). A save there is a save like any other: the dev loop rebuilds and the page reloads.
// decap-server listens on a loopback port and answers only requests carrying a secret made here
// (decap-server-start.mjs); the editor talks to the guard in front of it (editor-guard.mjs),
// which lets through only the dev site's own requests for files in content/.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { SECRET_HEADER, startEditorGuard } from "./editor-guard.mjs";
import { tryListen } from "./ports.mjs";

/** How long decap-server may take to answer before the dev loop says so and goes on without it. */
const START_TIMEOUT_MS = 30_000;

/**
 * The address the editor's page asks for its local backend. The content build writes it into
 * config.yml's `development` section (scripts/content/editor-config.ts), read from this variable.
 */
export const LOCAL_BACKEND_ENV = "EDITOR_LOCAL_BACKEND_URL";

/**
 * A port to run on: `port`, or for 0 one the system gives (taken and let go at once).
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
 */
export async function editorPortFor(port, host) {
  if (port !== 0) return port;
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const free = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(free));
    });
  });
}

/**
 * Starts decap-server serving `root` on a free loopback port and the guard on `host:port` in
 * front of it; resolves once both answer. `siteOrigins` are the dev site's own origins, the only
 * ones whose requests pass. decap-server's own log lines are shown prefixed with [editor] only
 * when they are warnings or errors.
 * @param {{ root: string, host: string, port: number, siteOrigins: readonly string[], log: (message: string) => void }} options
 */
export async function startEditorBackend({ root, host, port, siteOrigins, log }) {
  if ((await tryListen(port, host)) !== null) throw new Error(`port ${port} is taken`);
  const upstreamPort = await editorPortFor(0, host);
  const secret = randomBytes(32).toString("hex");
  const starter = fileURLToPath(new URL("./decap-server-start.mjs", import.meta.url));
  const child = spawn(process.execPath, [starter, host, String(upstreamPort)], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn", ORIGIN: siteOrigins[0] ?? "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  // On stdin, not in the environment, which other processes of this user can read.
  child.stdin?.end(`${secret}\n`);
  /** @param {Buffer} chunk */
  const relay = (chunk) => {
    for (const line of chunk.toString().split("\n")) if (/warn|error/i.test(line)) log(`[editor] ${line.trim()}`);
  };
  // However the dev loop ends (a failed first build exits at once), decap-server ends with it.
  process.on("exit", () => child.kill("SIGTERM"));
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);
  const upstream = `http://${host}:${upstreamPort}/api/v1`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped at once (exit code ${child.exitCode})`);
    const answer = await fetch(upstream, {
      method: "POST",
      headers: { "Content-Type": "application/json", [SECRET_HEADER]: secret },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`decap-server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const guard = await startEditorGuard({ root, host, port, upstreamPort, secret, siteOrigins, log }).catch((error) => {
    child.kill("SIGTERM");
    throw error;
  });
  return {
    url: `http://${host}:${port}/api/v1`,
    /** decap-server's own address, for the tests that show it answers nobody else. */
    upstream,
    stop() {
      guard.close();
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
