// @ts-check
// The web editor's local backend: decap-server, started beside the site by `npm run dev`, so
// the editor at /admin/ reads and writes the files under content/ directly (no sign-in, no pull
// request). A save there is a save like any other: the dev loop rebuilds and the page reloads.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
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
 * Starts decap-server on `host:port` serving `root`; resolves once it answers. Its own log lines
 * are shown prefixed with [editor] only when they are warnings or errors.
 * @param {{ root: string, host: string, port: number, log: (message: string) => void }} options
 */
export async function startEditorBackend({ root, host, port, log }) {
  if ((await tryListen(port, host)) !== null) throw new Error(`port ${port} is taken`);
  const entry = createRequire(join(root, "package.json")).resolve("decap-server");
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @param {Buffer} chunk */
  const relay = (chunk) => {
    for (const line of chunk.toString().split("\n")) if (/warn|error/i.test(line)) log(`[editor] ${line.trim()}`);
  };
  // However the dev loop ends (a failed first build exits at once), decap-server ends with it.
  process.on("exit", () => child.kill("SIGTERM"));
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);
  const url = `http://${host}:${port}/api/v1`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped at once (exit code ${child.exitCode})`);
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`decap-server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
