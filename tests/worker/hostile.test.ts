// A few hundred malformed or hostile requests against the built worker. None may produce a
// 5xx, a stack trace or source path, an off-site redirect, or a file that is not public.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { HTTP_POLICY } from "../fixtures/spec";
import { baseUrl, get } from "./support";

const LEAKS =
  /(at \w[\w.<>]* \(|\.tsx?:\d+|node_modules|wrangler\.toml|\[assets\]|compatibility_date|"devDependencies"|ref: refs\/heads|\bexport default\b.*fetch)/;

type Outcome = { status: number; location: string | null; allow: string | null; body: string };

/** No request of these should take the worker more than a moment; a stall is a failure, not a pass. */
const REQUEST_TIMEOUT_MS = 5_000;

/** Raw HTTP so that paths reach the worker exactly as written (fetch would normalise them). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers, insecureHTTPParser: false },
      (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => (body += chunk.length < 200_000 ? chunk : ""));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            allow: res.headers.allow ?? null,
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timeout: ${method} ${path.slice(0, 80)}`)));
    req.end();
  });
}

function expectSafe(what: string, outcome: Outcome) {
  expect(outcome.status, what).toBeGreaterThanOrEqual(200);
  expect(outcome.status, what).toBeLessThan(500);
  expect(outcome.body, what).not.toMatch(LEAKS);
  if (outcome.location) {
    // Relative to this site, one leading slash: never another host.
    expect(outcome.location, what).toMatch(/^\/(?![/\\])/);
  }
}

const traversal = [
  "../",
  "..%2f",
  "..%2F",
  "%2e%2e/",
  "%2e%2e%2f",
  "..\\",
  "..%5c",
  "%252e%252e%252f",
  "....//",
  "..;/",
];
const secrets = [
  "wrangler.toml",
  ".env",
  ".dev.vars",
  ".git/HEAD",
  ".git/config",
  "package.json",
  "build/index.js",
  "app/worker.ts",
  "remix.config.js",
  "node_modules/.package-lock.json",
  "_headers",
  ".wrangler/state",
];

const paths: string[] = [
  `/${"a".repeat(8000)}`,
  `/trades/${"%41".repeat(3000)}`,
  `/?q=${"x".repeat(50_000)}`,
  "/%00",
  "/trades%00.html",
  "/%",
  "/%zz",
  "/%E0%A4%A",
  "/%C0%AF",
  "/%ED%A0%80",
  "/\u202e/gnp.exe".replace("\u202e", "%E2%80%AE"),
  "/%E2%80%8F/about",
  "/%F0%9F%94%A8",
  "/tr%61des",
  "/TRADES",
  "/trades/%2e%2e/about",
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "/\\evil.example",
  "/%5cevil.example",
  "/%2f%2fevil.example",
  "/news//evil.example",
  "/news/%2f%2fevil.example",
  "/news?next=//evil.example",
  "/painter/..%2f..%2fwrangler.toml",
  "/build/../wrangler.toml",
  "/build/%2e%2e/wrangler.toml",
  "/blog/<script>alert(1)</script>",
  "/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "/trades/carpenter?_data=routes%2F%24",
  "/trades/carpenter?_data=../../etc/passwd",
  "/?_data=routes%2F_index&_data=root",
  "/*",
  "/~",
  "/.well-known/security.txt",
  "/index.php",
  "/wp-admin/",
  "/cgi-bin/test.cgi",
  "/.",
  "/..",
  "/?",
  "/#frag",
  "/trades/carpenter;jsessionid=1",
  // Spellings that once answered 500 or filled the cache.
  "///",
  "////////",
  "//a%20b",
  "//x:y@z/",
  "///?_data=root",
  "//127.0.0.1:8802/about",
  "/about//",
  "/%61bout",
  "/trades/electrician//",
  "/painter/%2E",
  "/contact%2Dus",
  ...traversal.flatMap((t) => secrets.map((s) => `/${t}${s}`)),
  ...traversal.flatMap((t) => secrets.map((s) => `/build/${t}${t}${s}`)),
  ...secrets.map((s) => `/${s}`),
];

describe("hostile paths", () => {
  it(`${paths.length} odd paths: never a 5xx, a leak or an off-site redirect`, async () => {
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths) expectSafe(`GET ${path.slice(0, 120)}`, await raw("GET", path));
  });

  it("never serves the config, the repository or the server bundle", async () => {
    for (const path of [...secrets.map((s) => `/${s}`), "/build/index.js", "/.git/HEAD", "/wrangler.toml"]) {
      const outcome = await raw("GET", path);
      expect(outcome.status, path).not.toBe(200);
      expect(outcome.body, path).not.toMatch(
        /compatibility_date|\[assets\]|repositoryformatversion|createRequestHandler/,
      );
    }
  });

  it("long URLs get 414, broken encoding 400", async () => {
    expect((await raw("GET", `/${"a".repeat(8000)}`)).status).toBe(414);
    expect((await raw("GET", `/?q=${"x".repeat(50_000)}`)).status).toBe(414);
    expect((await raw("GET", "/%E0%A4%A")).status).toBe(400);
    expect((await raw("GET", "/%00")).status).toBe(400);
  });
});

describe("hostile methods and headers", () => {
  const methods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE"];
  it.each(methods)("%s gets 405 with Allow: GET, HEAD, never an echo", async (method) => {
    for (const path of ["/", "/trades/carpenter", "/nope", "/news", "/build/x.js"]) {
      const outcome = await raw(method, path, { "X-Probe": "reflect-me" });
      expectSafe(`${method} ${path}`, outcome);
      expect(outcome.status, `${method} ${path}`).toBe(405);
      expect(outcome.allow, `${method} ${path}`).toBe(HTTP_POLICY.allow);
      expect(outcome.body).not.toContain("reflect-me");
    }
  });

  it("method names workerd does not know are refused by the runtime itself (501), before any code of ours", async () => {
    // workerd answers unrecognised method tokens with "501 Unrecognized request method" and
    // never calls the worker, so no route, cache or header of ours can be involved.
    for (const method of ["BREW", "FOOBAR"]) {
      const outcome = await raw(method, "/");
      expect(outcome.status).toBe(501);
      expect(outcome.body).toBe("ERROR: Unrecognized request method.");
    }
  });

  it("odd Accept, oversized and strange headers still get a page or a clear 4xx", async () => {
    const variants: Array<Record<string, string>> = [
      { Accept: "application/json" },
      { Accept: "*/*;q=0" },
      { Accept: "text/html;q=garbage" },
      { Accept: "x".repeat(4000) },
      { "Accept-Language": "zz".repeat(2000) },
      { "User-Agent": "\u0000".replace("\u0000", "%00") + "A".repeat(6000) },
      { Cookie: "a=".repeat(3000) },
      { "X-Forwarded-Host": "evil.example" },
      { "X-Forwarded-Proto": "gopher" },
      { Range: "bytes=0-1,2-3,4-5" },
      { "If-None-Match": "*" },
      { Referer: "javascript:alert(1)" },
    ];
    for (const headers of variants) {
      for (const path of ["/", "/news", "/nope"]) {
        const outcome = await raw("GET", path, headers);
        expectSafe(`${Object.keys(headers)[0]} ${path}`, outcome);
        if (outcome.location) expect(outcome.location).not.toContain("evil.example");
      }
    }
  });

  it("a very large header block is refused with 431, not a crash", async () => {
    const outcome = await raw("GET", "/", { "X-Big": "b".repeat(40_000) });
    expect(outcome.status).toBe(431);
    expectSafe("40 KB header", outcome);
    // And the worker is still up.
    expect((await get("/")).status).toBe(200);
  });
});
