// @ts-check
// The guard in front of the web editor's local backend (decap-server). decap-server reads and
// writes any path under the repository it is given (.git/hooks, scripts/, public/: code the dev
// loop or git then runs) and answers any Host and any localhost origin, so a page on another
// port, or a DNS-rebinding page, could have written code here. This proxy is the only thing a
// browser can reach; it passes on a request only when
//   - its Host is this machine by a loopback name and this port (a rebinding name is refused),
//   - its Origin is the dev site's own (the editor's page at /admin/ is the only caller), and
//   - it is one of the actions the editor uses, every path in it under content/ (the media
//     folders are inside it), with no "..", after symbolic links are followed.
// Everything else is a 403 that says why, and decap-server never sees it.
import { realpathSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import { dirname, isAbsolute, join, relative, sep } from "node:path";

/** Where the editor may read and write, relative to the repository: content/ holds every media folder too. */
export const EDITOR_ROOTS = ["content"];
/** The largest request passed on: decap-server's own limit (50 MB, a photo as base64). */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** decap-server's file-system actions (MODE=fs) and where each names paths. */
const ACTIONS = new Set([
  "info",
  "entriesByFolder",
  "entriesByFiles",
  "getEntry",
  "persistEntry",
  "getMedia",
  "getMediaFile",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "getDeployPreview",
]);

/**
 * `value[key]` when `value` is an object, else undefined.
 * @param {unknown} value
 * @param {string} key
 * @returns {unknown}
 */
const field = (value, key) =>
  value !== null && typeof value === "object" ? /** @type {Record<string, unknown>} */ (value)[key] : undefined;
/** @param {unknown} value @returns {unknown[]} */
const listOf = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A file named as a string, or as an object with `path` and maybe `newPath`. @param {unknown} file */
const filePaths = (file) =>
  typeof file === "object" && file !== null ? [field(file, "path"), field(file, "newPath")] : [file];

/**
 * Every path a request's params name, whatever its action.
 * @param {unknown} params
 * @returns {unknown[]}
 */
export function pathsOf(params) {
  return [
    field(params, "path"),
    field(params, "folder"),
    field(params, "mediaFolder"),
    ...listOf(field(params, "paths")),
    ...["files", "entry", "dataFiles", "assets", "asset"].flatMap((key) =>
      listOf(field(params, key)).flatMap(filePaths),
    ),
  ].filter((path) => path !== undefined);
}

/**
 * The real path of `path` or of its nearest existing folder, with the parts that do not exist yet.
 * @param {string} path
 */
function realOrParent(path) {
  const rest = [];
  let at = path;
  for (;;) {
    try {
      return join(realpathSync(at), ...rest);
    } catch {
      const up = dirname(at);
      if (up === at) return path;
      rest.unshift(at.slice(up.length + 1));
      at = up;
    }
  }
}

/**
 * Null when `path` is inside one of the editor's roots under `root`, else why not.
 * @param {string} root
 * @param {unknown} path
 */
export function refusedPath(root, path) {
  if (typeof path !== "string" || path === "") return "a path that is not a string";
  const clean = path.replace(/^\/+/, "");
  if (isAbsolute(clean) || clean.includes("\\") || clean.includes("\0") || clean.split("/").includes(".."))
    return `${JSON.stringify(path)} is outside content/ (a path from the root or with "..")`;
  const real = realOrParent(join(root, clean));
  const inside = EDITOR_ROOTS.some((folder) => {
    const from = relative(realOrParent(join(root, folder)), real);
    return from === "" || (!from.startsWith(`..${sep}`) && from !== ".." && !isAbsolute(from));
  });
  if (!inside) return `${JSON.stringify(path)} is outside content/`;
  return null;
}

/**
 * Null when a request may reach decap-server, else the reason it is refused.
 * @param {{ root: string, port: number, siteOrigins: readonly string[] }} guard
 * @param {{ method?: string, url?: string, host?: string, origin?: string, body?: unknown }} request
 */
export function refusal({ root, port, siteOrigins }, { method, url, host, origin, body }) {
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  if (!host || !hosts.includes(host.toLowerCase())) return `Host ${JSON.stringify(host ?? "")} is not this machine`;
  if (!origin || !siteOrigins.includes(origin)) return `Origin ${JSON.stringify(origin ?? "")} is not the dev site`;
  if (method === "OPTIONS") return null;
  if (method !== "POST" || url !== "/api/v1") return `${method} ${url} is not the editor's API`;
  const action = field(body, "action");
  if (typeof action !== "string" || !ACTIONS.has(action))
    return `action ${JSON.stringify(action)} is not one the editor uses`;
  for (const path of pathsOf(field(body, "params"))) {
    const why = refusedPath(root, path);
    if (why) return why;
  }
  return null;
}

/**
 * The guard on `host:port`, passing allowed requests on to decap-server on `upstreamPort`.
 * @param {{ root: string, host: string, port: number, upstreamPort: number, siteOrigins: readonly string[], log: (message: string) => void }} options
 * @returns {Promise<import("node:http").Server>}
 */
export function startEditorGuard({ root, host, port, upstreamPort, siteOrigins, log }) {
  const guard = { root, port, siteOrigins };
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      const origin = req.headers.origin;
      /** @param {number} status @param {string} message */
      const answer = (status, message) => {
        res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
        res.end(JSON.stringify({ error: message }));
      };
      if (size > MAX_BODY_BYTES) return answer(413, "the file is larger than 50 MB");
      const raw = Buffer.concat(chunks);
      /** @type {unknown} */
      let body;
      try {
        body = req.method === "POST" ? /** @type {unknown} */ (JSON.parse(raw.toString("utf8"))) : undefined;
      } catch {
        return answer(400, "the request is not JSON");
      }
      const why = refusal(guard, { method: req.method, url: req.url, host: req.headers.host, origin, body });
      if (why) {
        log(`[editor] refused: ${why}`);
        return answer(403, `Refused by the dev loop's editor guard: ${why}`);
      }
      // Only the dev site's own origin is ever allowed to read the answer.
      const cors = { "Access-Control-Allow-Origin": String(origin), Vary: "Origin" };
      if (req.method === "OPTIONS") {
        res.writeHead(204, {
          ...cors,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "Content-Type",
        });
        return res.end();
      }
      const upstream = forward(
        {
          host,
          port: upstreamPort,
          method: "POST",
          path: "/api/v1",
          headers: { "Content-Type": "application/json", "Content-Length": raw.length },
        },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, {
            "Content-Type": reply.headers["content-type"] ?? "application/json",
            ...cors,
          });
          reply.pipe(res);
        },
      );
      upstream.on("error", (error) => answer(502, `decap-server did not answer: ${error.message}`));
      upstream.end(raw);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}
