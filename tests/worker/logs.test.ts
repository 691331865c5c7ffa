// What the worker writes to its log (Workers Logs keeps it: wrangler.toml's [observability];
// docs/http.md, "What is logged"): never a token, a cookie or a query string. The built worker
// in workerd, its console captured from workerd's own output, is sent requests that carry
// secret-looking query strings, cookies and an Authorization header down every path that
// logs: a page, a 404 (the 404 report's log line), a loader that fails, a stylesheet that
// fails, a refused data request, and the editor's sign-in when GitHub answers badly.
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { SIGN_IN, parseSetCookie } from "../fixtures/editor-sign-in";
import { startMiniflare } from "../support/miniflare.mjs";

const SECRETS = {
  query: "q5ecretQueryValue",
  token: "gho_5ecretTokenInQuery",
  cookie: "c5ecretCookieValue",
  authorization: "a5ecretBearerValue",
  code: "c0de5ecretFromGitHub",
};
const query = `token=${SECRETS.token}&q=${SECRETS.query}`;
const headers = {
  Cookie: `b2b_session=${SECRETS.cookie}; other=${SECRETS.cookie}`,
  Authorization: `Bearer ${SECRETS.authorization}`,
};

let worker: Awaited<ReturnType<typeof startMiniflare>>;
let log = "";
const listeners = new Set<() => void>();
const capture = (stream: Readable) =>
  stream.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
    for (const listener of listeners) listener();
  });

/** Resolves once the log holds `text`; rejects, naming it, if 30 s pass without it. */
function logged(text: string) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!log.includes(text)) return;
      listeners.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      reject(new Error(`the worker's log never said "${text}"; it said:\n${log}`));
    }, 30_000);
    listeners.add(check);
    check();
  });
}

const get = async (path: string, extra: Record<string, string> = {}) => {
  const response = await worker.fetch(path, { headers: { ...headers, ...extra } });
  await response.arrayBuffer();
  return response;
};

beforeAll(async () => {
  worker = await startMiniflare({
    versionId: "logs",
    faults: true,
    // The render path's faults are what is logged: no page is read from the build.
    builtPages: false,
    bindings: { GITHUB_CLIENT_ID: "Iv1.test-client", GITHUB_CLIENT_SECRET: "test-secret-value", NOT_FOUND_ECHO: "1" },
    // GitHub answers the sign-in's token exchange with a 500: the worker logs the failure.
    outbound: async () =>
      new MiniflareResponse(JSON.stringify({ message: "unicorn" }), {
        status: 500,
        headers: { "Content-Type": "application/json" },
      }) as never,
    stdio: (stdout, stderr) => {
      capture(stdout);
      capture(stderr);
    },
  });
});
afterAll(() => worker.dispose());

describe("the worker's log", () => {
  it("says what failed and where, and never carries a query string, a cookie or a token", async () => {
    // The stylesheet is read once per isolate: its failure first, before any page has it.
    await get("/__faults?stylesheet=throw");
    expect((await get(`/about?${query}`)).status).toBe(200);
    await logged("injected: assets fetch failed");
    await get("/__faults?stylesheet=none");

    expect((await get(`/no-such-page?${query}`)).status).toBe(404);
    await logged('not-found-report {"path":"/no-such-page');

    await get("/__faults?loader=throw");
    expect((await get(`/privacy-policy?${query}`)).status).toBe(500);
    await logged("injected: the clock failed inside a loader");
    await get("/__faults?loader=none");

    expect((await get(`/about?_data=routes%2Fnope&${query}`)).status).toBeGreaterThanOrEqual(400);

    const auth = await worker.fetch(`${SIGN_IN.authPath}?provider=github&site_id=localhost&scope=repo`);
    expect(auth.status).toBe(302);
    const state = new URL(auth.headers.get("location")!).searchParams.get("state")!;
    const stateCookie = parseSetCookie(auth.headers.get("set-cookie"))!;
    const callback = await get(`${SIGN_IN.callbackPath}?code=${SECRETS.code}&state=${state}&${query}`, {
      Cookie: `${stateCookie.name}=${stateCookie.value}; ${headers.Cookie}`,
    });
    expect(callback.status).toBe(502);
    await logged("editor sign-in: GitHub token exchange failed (unreadable: HTTP 500)");

    // In any case: the 404 report lower-cases what it writes.
    const lower = log.toLowerCase();
    for (const [what, secret] of Object.entries(SECRETS)) expect(lower, what).not.toContain(secret.toLowerCase());
    expect(lower, "the sign-in's state").not.toContain(state.toLowerCase());
    expect(log, "a query string").not.toMatch(/\?(token|q|code|state|_data)=/);
  });

  it("is what Workers Logs keeps, without Cloudflare's record of each request's URL and headers", () => {
    // wrangler's Config type is built from zod 3 types this project cannot resolve (zod 4 here): the part read.
    const readConfig = unstable_readConfig as unknown as (args: { config: string }) => { observability?: unknown };
    const config = readConfig({ config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)) });
    expect(config.observability).toEqual({ enabled: true, logs: { invocation_logs: false } });
  });
});
