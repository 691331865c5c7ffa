// @ts-check
// decap-server, started so that it answers only the editor guard (editor-guard.mjs). decap-server
// itself checks neither Host nor Origin beyond "any localhost": a page that learnt its loopback
// port (an ephemeral port any local process can find) could have written anywhere in the
// repository through it. Here it is decap-server's own express middlewares (its `middlewares`
// entry, the same code its CLI runs) behind one check: every request carries the secret the
// guard was given and names this loopback address as its Host. The secret arrives on stdin,
// never in the environment, where /proc/<pid>/environ would show it.
//
// Run by editor-backend.mjs: node decap-server-start.mjs <host> <port>, the secret on stdin.
import { createRequire } from "node:module";
import { timingSafeEqual } from "node:crypto";
import { SECRET_HEADER } from "./editor-guard.mjs";

const requireFromDecap = createRequire(createRequire(import.meta.url).resolve("decap-server"));
/** decap-server's own copy of a package. @param {string} id @returns {unknown} */
const load = (id) => requireFromDecap(id);
/**
 * The little of express used here (it has no types installed).
 * @typedef {{ headers: Record<string, string | string[] | undefined> }} Request
 * @typedef {{ status(code: number): { json(body: unknown): void } }} Response
 * @typedef {{ use(handler: (req: Request, res: Response, next: () => void) => void): void, listen(port: number, host: string, done: () => void): void }} App
 */
const express = /** @type {() => App} */ (load("express"));
const { registerLocalFs } =
  /** @type {{ registerLocalFs: (app: unknown, options: { logLevel: string }) => Promise<void> }} */ (
    load("decap-server/dist/middlewares")
  );

/** @returns {Promise<string>} */
const readSecret = () =>
  new Promise((resolve, reject) => {
    let text = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (/** @type {string} */ chunk) => {
      text += chunk;
      const end = text.indexOf("\n");
      if (end >= 0) {
        process.stdin.pause();
        resolve(text.slice(0, end));
      }
    });
    process.stdin.on("end", () => reject(new Error("no secret on stdin")));
  });

/** @param {string | undefined} given @param {Buffer} secret */
const sameSecret = (given, secret) => {
  const bytes = Buffer.from(given ?? "");
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
};

const [host = "127.0.0.1", portText = "0"] = process.argv.slice(2);
const port = Number(portText);
const secret = Buffer.from(await readSecret());
if (secret.length < 32) throw new Error("the secret is too short");
const app = express();
app.use((req, res, next) => {
  const header = req.headers[SECRET_HEADER];
  if (req.headers.host !== `${host}:${port}` || !sameSecret(Array.isArray(header) ? header[0] : header, secret)) {
    res.status(403).json({ error: "decap-server answers only the dev loop's editor guard" });
    return;
  }
  next();
});
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? "warn" });
app.listen(port, host, () => process.stdout.write(`decap-server on ${host}:${port}\n`));
