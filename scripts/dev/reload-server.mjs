// @ts-check
// The page's live-reload stream (server-sent events): on connecting and after each build it
// sends the newest build number; a page rendered by an older build reloads. A failed build's
// problems are sent too, and again to every page that connects until a build succeeds: the page
// shows them over the last good build.
import { createServer } from "node:http";

/**
 * @param {() => number} currentBuild the build the worker serves now
 */
export function createReloadServer(currentBuild) {
  /** @type {Set<import("node:http").ServerResponse>} */
  const clients = new Set();
  /** What the last build's failure said, until a build succeeds. @type {string | null} */
  let failure = null;
  /** @type {(res: import("node:http").ServerResponse, event: string, data: unknown) => void} */
  const send = (res, event, data) => {
    res.write(
      `event: ${event}\n${String(data)
        .split("\n")
        .map((line) => `data: ${line}`)
        .join("\n")}\n\n`,
    );
  };
  const server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://dev").pathname !== "/__dev/events") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found\n");
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
    });
    // A page that was rendered before the newest build reloads as soon as it connects.
    res.write("retry: 500\n\n");
    send(res, "build", currentBuild());
    if (failure !== null) send(res, "failed", failure);
    clients.add(res);
    req.on("close", () => clients.delete(res));
  });
  const heartbeat = setInterval(() => clients.forEach((res) => res.write(": keep-alive\n\n")), 15_000);

  return {
    /**
     * Resolves with the stream's origin once it listens; rejects with the listen error.
     * @param {number} port
     * @param {string} host
     * @returns {Promise<string>}
     */
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once("error", reject).listen(port, host, () => {
          const address = /** @type {import("node:net").AddressInfo} */ (server.address());
          resolve(`http://${host}:${address.port}`);
        });
      }),
    /** @type {(event: string, data: unknown) => void} */
    broadcast: (event, data) => {
      if (event === "failed") failure = String(data);
      if (event === "build") failure = null;
      clients.forEach((res) => send(res, event, data));
    },
    close() {
      clearInterval(heartbeat);
      clients.forEach((res) => res.end());
      server.close();
    },
  };
}
