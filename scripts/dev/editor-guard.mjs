// @ts-check
// The guard in front of the web editor's local backend (decap-server). decap-server reads and
// writes any path under the repository it is given (.git/hooks, scripts/, public/: code the dev
// loop or git then runs) and answers any Host and any localhost origin, so a page on another
// port, or a DNS-rebinding page, could have written code here. This proxy is the only thing a
// browser can reach; it passes on a request only when
//   - its Host is this machine by a loopback name and this port (a rebinding name is refused),
//   - its Origin is the dev site's own (the editor's page at /admin/ is the only caller), and
//   - it is one of the actions the editor uses, every path in it under content/ (the media
//     folders are inside it), with no part starting with "." (.git, "..") and no symbolic link
//     anywhere on it, nor inside a folder it lists: a link inside content/ can lead anywhere, and
//     a dot-folder inside content/ can be a git directory whose config git then runs.
// Everything else is a 403 that says why, and decap-server never sees it. decap-server answers
// only requests that carry the guard's secret (decap-server-start.mjs).
// What staff upload is looked at too (editor-uploads.mjs): camera details and GPS removed, the
// same photo again is the file already there, a photo in use is never deleted.
import { lstatSync, readdirSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import { isAbsolute, join } from "node:path";
import { prepareUploads } from "./editor-uploads.mjs";

/** Where the editor may read and write, relative to the repository: content/ holds every media folder too. */
export const EDITOR_ROOTS = ["content"];
/** The largest request passed on: decap-server's own limit (50 MB, a photo as base64). */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
/** The header that carries the guard's secret to decap-server (decap-server-start.mjs). */
export const SECRET_HEADER = "x-editor-guard";

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
 * Null when `path` is inside one of the editor's roots under `root`, with no part hidden (".git",
 * "..", ".anything") and no symbolic link on the way (each part looked at from the repository
 * root, without following links), else why not.
 * @param {string} root
 * @param {unknown} path
 */
export function refusedPath(root, path) {
  if (typeof path !== "string" || path === "") return "a path that is not a string";
  const clean = path.replace(/^\/+/, "");
  if (isAbsolute(clean) || clean.includes("\\") || clean.includes("\0"))
    return `${JSON.stringify(path)} is outside content/ (a path from the root)`;
  const parts = clean.split("/").filter((part) => part !== "");
  if (parts.includes("..")) return `${JSON.stringify(path)} is outside content/ (a path with "..")`;
  if (!EDITOR_ROOTS.includes(parts[0] ?? "")) return `${JSON.stringify(path)} is outside content/`;
  const hidden = parts.find((part) => part.startsWith("."));
  if (hidden) return `${JSON.stringify(path)} names a hidden file or folder (${hidden}): the editor uses none`;
  for (let end = 1; end <= parts.length; end++) {
    const at = parts.slice(0, end).join("/");
    let link;
    try {
      link = lstatSync(join(root, at)).isSymbolicLink();
    } catch {
      return null; // what does not exist yet holds no link
    }
    if (link) return `${JSON.stringify(path)} goes through a symbolic link (${at}): the editor follows none`;
  }
  return null;
}

/**
 * Null when the folder `folder` (already a refusedPath-clean path), listed `depth` levels down as
 * decap-server lists it, holds no symbolic link, else why not. Hidden entries are not listed
 * (decap-server's answer is filtered: withoutHidden).
 * @param {string} root
 * @param {string} folder
 * @param {number} depth
 */
export function refusedListing(root, folder, depth) {
  /** @type {string[]} */
  const links = [];
  /** @param {string} relativeDir @param {number} left */
  const walk = (relativeDir, left) => {
    if (left <= 0) return;
    let entries;
    try {
      entries = readdirSync(join(root, relativeDir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const inside = `${relativeDir}/${entry.name}`;
      if (entry.isSymbolicLink()) links.push(inside);
      else if (entry.isDirectory()) walk(inside, left - 1);
    }
  };
  walk(folder.replace(/^\/+|\/+$/g, ""), Math.max(1, Math.min(depth, 100)));
  return links.length
    ? `${folder} holds a symbolic link (${links.join(", ")}): the editor lists no links; replace it with the file itself`
    : null;
}

/**
 * decap-server's answer to a listing without the entries whose path has a hidden part.
 * @param {unknown} listing
 * @returns {unknown}
 */
export function withoutHidden(listing) {
  if (!Array.isArray(listing)) return listing;
  return /** @type {unknown[]} */ (listing).filter((item) => {
    const path = field(item, "path") ?? field(field(item, "file"), "path");
    return typeof path !== "string" || !path.split("/").some((part) => part.startsWith("."));
  });
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
  const params = field(body, "params");
  for (const path of pathsOf(params)) {
    const why = refusedPath(root, path);
    if (why) return why;
  }
  if (action === "entriesByFolder" || action === "getMedia") {
    const folder = String(field(params, action === "getMedia" ? "mediaFolder" : "folder"));
    const depth = action === "getMedia" ? 1 : Number(field(params, "depth") ?? 1);
    return refusedListing(root, folder, Number.isFinite(depth) ? depth : 1);
  }
  return null;
}

/**
 * The guard on `host:port`, passing allowed requests on to decap-server on `upstreamPort` with
 * `secret` (decap-server-start.mjs).
 * @param {{ root: string, host: string, port: number, upstreamPort: number, secret: string, siteOrigins: readonly string[], log: (message: string) => void }} options
 * @returns {Promise<import("node:http").Server>}
 */
export function startEditorGuard({ root, host, port, upstreamPort, secret, siteOrigins, log }) {
  const guard = { root, port, siteOrigins };
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => void handle(req, res, chunks, size));
  });

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Buffer[]} chunks
   * @param {number} size
   */
  async function handle(req, res, chunks, size) {
    const origin = req.headers.origin;
    // Only the dev site's own origin is ever allowed to read an answer, a refusal included: the
    // editor shows staff its words.
    /** @type {Record<string, string>} */
    const cors =
      origin && siteOrigins.includes(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {};
    /** @param {number} status @param {string} message */
    const answer = (status, message) => {
      res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...cors });
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
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...cors,
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type",
      });
      return res.end();
    }
    /** @type {Awaited<ReturnType<typeof prepareUploads>>} */
    let prepared;
    try {
      prepared = await prepareUploads(root, body);
    } catch (error) {
      return answer(422, `the file could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ("error" in prepared) {
      log(`[editor] refused: ${prepared.error}`);
      return answer(prepared.status, prepared.error);
    }
    const action = field(prepared.body, "action");
    const listing = action === "entriesByFolder" || action === "getMedia";
    const sent = prepared.body === body ? raw : Buffer.from(JSON.stringify(prepared.body));
    const upstream = forward(
      {
        host,
        port: upstreamPort,
        method: "POST",
        path: "/api/v1",
        headers: { "Content-Type": "application/json", "Content-Length": sent.length, [SECRET_HEADER]: secret },
      },
      (reply) => {
        const headers = { "Content-Type": reply.headers["content-type"] ?? "application/json", ...cors };
        if (!listing || reply.statusCode !== 200) {
          res.writeHead(reply.statusCode ?? 502, headers);
          reply.pipe(res);
          return;
        }
        // A listing loses its hidden entries (.DS_Store, a .git folder inside content/).
        /** @type {Buffer[]} */
        const parts = [];
        reply.on("data", (/** @type {Buffer} */ part) => parts.push(part));
        reply.on("end", () => {
          let text = Buffer.concat(parts).toString("utf8");
          try {
            text = JSON.stringify(withoutHidden(JSON.parse(text)));
          } catch {
            return answer(502, "decap-server's listing was not JSON");
          }
          res.writeHead(200, headers);
          res.end(text);
        });
      },
    );
    upstream.on("error", (error) => answer(502, `decap-server did not answer: ${error.message}`));
    upstream.end(sent);
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}
