// @ts-check
// The three ports the dev loop listens on, checked before the first build: a port something
// else holds is named, with what holds it and what to do, within a second of the start,
// instead of a hang or workerd's stack trace after the build.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** @typedef {import("./options.mjs").DevOptions} DevOptions */
/** @typedef {{ port: number, role: string, flag: string }} DevPort */

/**
 * @param {DevOptions} options
 * @returns {DevPort[]}
 */
export function devPorts(options) {
  const ports = [
    { port: options.port, role: "the site", flag: "--port" },
    { port: options.reloadPort, role: "the page reload stream", flag: "--reload-port" },
  ];
  if (options.inspectorPort !== null)
    ports.push({ port: options.inspectorPort, role: "the debugger", flag: "--inspector-port" });
  if (options.editorPort !== null)
    ports.push({ port: options.editorPort, role: "the web editor's local backend", flag: "--editor-port" });
  return ports;
}

/**
 * Null when `port` can be listened on at `host` (the listener is closed at once), else the
 * error's code (EADDRINUSE, EACCES).
 * @param {number} port
 * @param {string} host
 * @returns {Promise<string | null>}
 */
export function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? String(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/**
 * The command line of the process listening on `port` (and of its parent, for workerd, which
 * wrangler or Miniflare starts), when this system tells (Linux's `ss`, the same user); else null.
 * @param {number} port
 * @returns {string | null}
 */
export function portHolder(port) {
  try {
    const listing = execFileSync("ss", ["-Hltnp", `sport = :${port}`], {
      encoding: "utf8",
      timeout: 2_000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const pid = /pid=(\d+)/.exec(listing)?.[1];
    if (pid === undefined) return null;
    const command = commandOf(pid);
    if (!/workerd/.test(command)) return `${command} (pid ${pid})`;
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const parent = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "";
    return `workerd (pid ${pid}), started by ${commandOf(parent)} (pid ${parent})`;
  } catch {
    return null;
  }
}

/** @param {string} pid */
function commandOf(pid) {
  const words = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  const short = words
    .map((word) => word.replace(/^.*\/node_modules\//, "").replace(/^\/\S*\/(node|workerd)$/, "$1"))
    .join(" ");
  return short.length > 100 ? `${short.slice(0, 97)}...` : short;
}

/**
 * A port near `port` that is free now and none of `avoid`; for the site also the port below
 * it (the reload stream's default). Null when none of the next 40 is.
 * @param {DevPort} taken
 * @param {string} host
 * @param {Set<number>} avoid
 */
async function freePortNear(taken, host, avoid) {
  const pair = taken.flag === "--port";
  for (let port = taken.port + (pair ? 2 : 1); port < Math.min(taken.port + 40, 65536); port += 1) {
    if (avoid.has(port) || (pair && avoid.has(port - 1))) continue;
    if ((await tryListen(port, host)) === null && (!pair || (await tryListen(port - 1, host)) === null)) return port;
  }
  return null;
}

/** What a developer can do about a taken port, by its flag. */
const ADVICE = {
  "--port": "is `npm start` or another `npm run dev` running? Stop it, or run",
  "--reload-port": "is another `npm run dev` running? Stop it, or run",
  "--inspector-port": "is `npm start` (wrangler's debugger) or a `node --inspect` running? Stop it, or run",
  "--editor-port": "is another `npm run dev` or a `npx decap-server` running? Stop it, or run",
};

/**
 * One line per port of `options` that cannot be listened on: the port, what it is for, what
 * holds it when that is known, and the flag that moves it. Empty when all are free.
 * @param {DevOptions} options
 * @returns {Promise<string[]>}
 */
export async function portProblems(options) {
  const ports = devPorts(options).filter(({ port }) => port !== 0);
  const problems = [];
  /** @type {Map<number, DevPort>} */
  const seen = new Map();
  for (const entry of ports) {
    const twin = seen.get(entry.port);
    if (twin)
      problems.push(
        `port ${entry.port} is asked for twice: for ${twin.role} (${twin.flag}) and for ${entry.role} (${entry.flag}); give them different ports`,
      );
    seen.set(entry.port, entry);
  }
  const avoid = new Set(ports.map(({ port }) => port));
  for (const entry of ports) {
    const error = await tryListen(entry.port, options.host);
    if (error === null) continue;
    if (error !== "EADDRINUSE") {
      problems.push(
        `port ${entry.port} (${entry.role}) cannot be listened on at ${options.host} (${error}); run \`npm run dev -- ${entry.flag} <another port>\``,
      );
      continue;
    }
    const holder = portHolder(entry.port);
    const free = await freePortNear(entry, options.host, avoid);
    const move = `\`npm run dev -- ${entry.flag} ${free ?? "<a free port>"}\``;
    const off =
      entry.flag === "--inspector-port"
        ? " or `npm run dev -- --no-inspector`"
        : entry.flag === "--editor-port"
          ? " or `npm run dev -- --no-editor`"
          : "";
    problems.push(
      `port ${entry.port} (${entry.role}) is in use${holder ? ` by ${holder}` : ""}: ${ADVICE[/** @type {keyof typeof ADVICE} */ (entry.flag)]} ${move}${off}`,
    );
  }
  return problems;
}
