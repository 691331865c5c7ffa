// The editor's GitHub sign-in in the built worker (workerd), its secrets set as bindings and
// GitHub stubbed by Miniflare's outbound service (no test reaches the internet): the whole round
// trip as a browser makes it, what was asked of GitHub, each way it can fail, and the headers.
// The suite's shared worker has no secrets: there, the pages say the sign-in is not set up.
// Expected values from tests/fixtures/editor-sign-in.ts (Decap, GitHub, decision 016).
import { request } from "node:http";
import { Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN, parseSetCookie, readSignInPage, scriptHashSource } from "../fixtures/editor-sign-in";
import { HTTP_POLICY } from "../fixtures/spec";
import { startMiniflare } from "../support/miniflare.mjs";
import { get } from "./support";

type Worker = Awaited<ReturnType<typeof startMiniflare>>;
type Asked = { url: string; method: string; accept: string | null; body: string };
type Mode = "token" | "expired" | "http-500" | "throw" | "silent";

let worker: Worker;
let mode: Mode = "token";
const asked: Asked[] = [];

async function github(request: Request): Promise<Response> {
  asked.push({
    url: request.url,
    method: request.method,
    accept: request.headers.get("accept"),
    body: await request.text(),
  });
  const json = (body: unknown, status = 200) =>
    new MiniflareResponse(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  if (mode === "token") return json({ access_token: "gho_from_stub", token_type: "bearer", scope: "repo" }) as never;
  if (mode === "expired") return json({ error: "bad_verification_code" }) as never;
  if (mode === "http-500") return json({ message: "unicorn" }, 500) as never;
  if (mode === "throw") throw new Error("connection refused");
  return new Promise<Response>(() => undefined);
}

beforeAll(async () => {
  worker = await startMiniflare({
    versionId: "oauth",
    bindings: { GITHUB_CLIENT_ID: "Iv1.test-client", GITHUB_CLIENT_SECRET: "test-secret-value" },
    outbound: github,
  });
});
afterAll(async () => {
  await worker.dispose();
});
beforeEach(() => {
  mode = "token";
  asked.length = 0;
});

/** /admin/auth as Decap opens it: the state GitHub will carry back and the cookie the browser keeps. */
async function startSignIn() {
  const response = await worker.fetch(`${SIGN_IN.authPath}?provider=github&site_id=localhost&scope=repo`);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  const cookie = parseSetCookie(response.headers.get("set-cookie"))!;
  return { response, location, state: location.searchParams.get("state")!, cookie: `${cookie.name}=${cookie.value}` };
}

function expectSignInHeaders(response: Response) {
  for (const [name, value] of Object.entries(SIGN_IN.headers)) expect(response.headers.get(name), name).toBe(value);
}

/** The page as sent: one script, allowed by its own hash and nothing else inline. */
async function readPage(response: Response) {
  const page = readSignInPage(await response.text());
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(page.executable).toHaveLength(1);
  expect(csp.split("; ")).toContain(`script-src ${scriptHashSource(page.executable[0]!)}`);
  expect(csp).not.toContain("unsafe-inline");
  expectSignInHeaders(response);
  return page;
}

describe("signing in, as the browser does it", () => {
  it("auth → GitHub → callback: the code is exchanged at GitHub and the token handed to the editor", async () => {
    const { response, location, state, cookie } = await startSignIn();
    expect(`${location.origin}${location.pathname}`).toBe(SIGN_IN.authorizeUrl);
    expect(location.searchParams.get("client_id")).toBe("Iv1.test-client");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`);
    expect(location.searchParams.get("scope")).toBe(SIGN_IN.scope);
    // 32 random bytes, the moment of issue in base 36, an HMAC-SHA256: base64url, dot-separated.
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expectSignInHeaders(response);
    expect(asked).toEqual([]);

    const back = await worker.fetch(`${SIGN_IN.callbackPath}?code=the-code&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(back.status).toBe(200);
    expect(asked).toHaveLength(1);
    const [request] = asked as [Asked];
    expect([request.url, request.method, request.accept]).toEqual([SIGN_IN.tokenUrl, "POST", "application/json"]);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      client_id: "Iv1.test-client",
      client_secret: "test-secret-value",
      code: "the-code",
      redirect_uri: `${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`,
    });
    const page = await readPage(back);
    expect(page.message).toBe(SIGN_IN.success("gho_from_stub"));
    expect(parseSetCookie(back.headers.get("set-cookie"))!.flags.get("max-age")).toBe("0");
  });

  it("sends GitHub the site's own callback whatever Host the request names", async () => {
    // Real HTTP (node:http sends the Host header as written, as an attacker's client would).
    const location = await new Promise<string>((resolve, reject) => {
      const asking = request(
        `${worker.url}${SIGN_IN.authPath}?provider=github`,
        { headers: { Host: "evil.example" } },
        (res) => {
          res.resume();
          resolve(String(res.headers.location));
        },
      );
      asking.on("error", reject);
      asking.end();
    });
    expect(new URL(location).searchParams.get("redirect_uri")).toBe(`${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`);
  });

  it("a callback without the browser's state cookie, or with another state: 400, GitHub never asked", async () => {
    const { state, cookie } = await startSignIn();
    for (const [query, headers] of [
      [`code=c&state=${state}`, {}],
      ["code=c&state=forged", { Cookie: cookie }],
      ["code=c", { Cookie: cookie }],
    ] as const) {
      const response = await worker.fetch(`${SIGN_IN.callbackPath}?${query}`, { headers });
      expect(response.status, query).toBe(SIGN_IN.status.badInput);
      expect((await readPage(response)).text).toContain("Login with GitHub");
    }
    expect(asked).toEqual([]);
  });
});

describe("a state is good for one callback, by GET", () => {
  it("the same state and its cookie five times: the first signs in and clears the cookie, the other four are refused (400) and GitHub is asked once", async () => {
    const { state, cookie } = await startSignIn();
    const statuses: number[] = [];
    for (let use = 0; use < 5; use += 1) {
      const response = await worker.fetch(`${SIGN_IN.callbackPath}?code=code-${use}&state=${state}`, {
        headers: { Cookie: cookie },
      });
      statuses.push(response.status);
      const cleared = parseSetCookie(response.headers.get("set-cookie"))!;
      expect([cleared.name, cleared.value, Object.fromEntries(cleared.flags)], `use ${use + 1}`).toEqual([
        SIGN_IN.cookie.name,
        "",
        { "max-age": "0", path: SIGN_IN.cookie.path, secure: "", httponly: "", samesite: "Lax" },
      ]);
      const page = await readPage(response);
      if (use > 0) expect(page.text).toContain("Login with GitHub");
    }
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(asked).toHaveLength(1);
    expect(new URLSearchParams(asked[0]!.body).get("code")).toBe("code-0");
  });

  it("a state refused for any reason is spent too: the person pressed Cancel, then the same state again is 400", async () => {
    const { state, cookie } = await startSignIn();
    const denied = await worker.fetch(`${SIGN_IN.callbackPath}?error=access_denied&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(denied.status).toBe(SIGN_IN.status.denied);
    await denied.arrayBuffer();
    const again = await worker.fetch(`${SIGN_IN.callbackPath}?code=c&state=${state}`, { headers: { Cookie: cookie } });
    expect(again.status).toBe(SIGN_IN.status.badInput);
    await again.arrayBuffer();
    expect(asked).toEqual([]);
  });

  it.each(["HEAD", "POST", "OPTIONS"])(
    "%s at the callback, with its code, state and cookie: 405 (Allow: GET), GitHub not asked, nothing spent: the GET after it signs in",
    async (method) => {
      const { state, cookie } = await startSignIn();
      const path = `${SIGN_IN.callbackPath}?code=c&state=${state}`;
      const refused = await worker.fetch(path, { method, headers: { Cookie: cookie } });
      await refused.arrayBuffer();
      expect(refused.status).toBe(405);
      expect(refused.headers.get("allow")).toBe(method === "HEAD" ? "GET" : HTTP_POLICY.allow);
      expect(refused.headers.get("set-cookie")).toBeNull();
      expect(asked).toEqual([]);
      const back = await worker.fetch(path, { headers: { Cookie: cookie } });
      expect(back.status).toBe(200);
      await back.arrayBuffer();
      expect(asked).toHaveLength(1);
    },
  );
});

describe("when GitHub fails", () => {
  async function callbackWith(answer: Mode) {
    mode = answer;
    const { state, cookie } = await startSignIn();
    const started = performance.now();
    const response = await worker.fetch(`${SIGN_IN.callbackPath}?code=c&state=${state}`, {
      headers: { Cookie: cookie },
    });
    const page = await readPage(response);
    return { status: response.status, page, ms: performance.now() - started };
  }

  it.each([
    ["an expired code", "expired", SIGN_IN.status.badInput],
    ["a 500", "http-500", SIGN_IN.status.githubUnreadable],
    ["no connection", "throw", SIGN_IN.status.githubUnreadable],
  ] as const)("%s (%s): %i with a page that says what to do", async (_, answer, status) => {
    const { status: got, page } = await callbackWith(answer);
    expect(got).toBe(status);
    expect(page.text).toContain("Login with GitHub");
    expect(page.message?.startsWith(SIGN_IN.errorPrefix)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it("no answer at all: 504 once the bound has passed, never a hang", async () => {
    const { status, page, ms } = await callbackWith("silent");
    expect(status).toBe(SIGN_IN.status.githubSilent);
    expect(page.text).toContain("GitHub did not answer in time");
    expect(ms).toBeGreaterThanOrEqual(SIGN_IN.waitMs - 50);
    expect(ms).toBeLessThan(SIGN_IN.waitMs + 3_000);
  });
});

describe("the suite's worker, whose secrets are not set", () => {
  it.each([
    [`${SIGN_IN.authPath}?provider=github&site_id=x`, "GITHUB_CLIENT_ID"],
    [`${SIGN_IN.callbackPath}?code=c&state=s`, "GITHUB_CLIENT_SECRET"],
  ])("%s: 503, the page names %s and the set-up guide; no stack trace", async (path, name) => {
    const response = await get(path);
    expect(response.status).toBe(SIGN_IN.status.notSetUp);
    const page = await readPage(response);
    expect(page.text).toContain(name);
    expect(page.text).toContain("docs/editor-setup.md");
    expect(page.text).not.toMatch(/\bat \S+ \(|\.ts:\d+/);
  });

  it("the sign-in is in neither the sitemap nor any page's cacheable answers", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
    const again = await get(`${SIGN_IN.authPath}?provider=github`);
    expect(again.headers.get("x-edge-cache")).toBeNull();
    expect(again.headers.get("cache-control")).toBe("no-store");
  });
});
