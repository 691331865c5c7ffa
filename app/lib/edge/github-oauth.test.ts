// The editor's GitHub sign-in (github-oauth.ts, oauth-page.ts) with GitHub stubbed: what is asked
// of GitHub, what each outcome answers, and that only its two paths are taken from the pages.
// Expected values from tests/fixtures/editor-sign-in.ts (Decap's handshake, GitHub's flow, decision 016).
import { describe, expect, it, vi } from "vitest";
import { SIGN_IN, parseSetCookie } from "../../../tests/fixtures/editor-sign-in";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
import { isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { createGitHubOAuth } from "./github-oauth";
import {
  ISSUED_AT,
  ORIGIN,
  SET_UP,
  STATE,
  callback,
  expectSignInHeaders,
  json,
  readPage,
  signIn,
  withState,
  type Asked,
} from "../../../tests/support/oauth-harness";
/** 32 random bytes, the moment of issue in base 36, an HMAC-SHA256: base64url, dot-separated. */
const SIGNED_STATE = /^[A-Za-z0-9_-]{43}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/;
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("/admin/auth", () => {
  it("names the site's configured callback whatever Host the request came with", async () => {
    const serve = createGitHubOAuth({ newState: () => STATE });
    const request = new Request(`http://evil.example${SIGN_IN.authPath}?provider=github`);
    const response = (await serve(request, new URL(request.url), SET_UP))!;
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`);
  });

  it("sends the person to GitHub's authorize page with the app's id, the callback, scope repo and a state kept in a cookie", async () => {
    const { get, asked } = signIn(() => json({}));
    const response = (await get(`${SIGN_IN.authPath}?provider=github&site_id=site.test&scope=repo`))!;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(SIGN_IN.authorizeUrl);
    expect(location.searchParams.get("client_id")).toBe("client-id-1");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`);
    expect(location.searchParams.get("scope")).toBe(SIGN_IN.scope);
    expect(location.searchParams.get("state")).toBe(STATE);
    const cookie = parseSetCookie(response.headers.get("set-cookie"))!;
    expect(cookie.name).toBe(SIGN_IN.cookie.name);
    expect(cookie.value).toBe(STATE);
    expect(Object.fromEntries(cookie.flags)).toEqual({
      "max-age": SIGN_IN.cookie.maxAge,
      path: SIGN_IN.cookie.path,
      secure: "",
      httponly: "",
      samesite: "Lax",
    });
    expectSignInHeaders(response);
    expect(asked).toEqual([]);
  });

  it("draws a new unguessable, signed state for every sign-in", async () => {
    const serve = createGitHubOAuth({ fetch: () => json({}) });
    const states = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const request = new Request(`${ORIGIN}${SIGN_IN.authPath}?provider=github`);
      const response = (await serve(request, new URL(request.url), SET_UP))!;
      const state = new URL(response.headers.get("location")!).searchParams.get("state")!;
      expect(state).toMatch(SIGNED_STATE);
      expect(parseSetCookie(response.headers.get("set-cookie"))!.value).toBe(state);
      states.add(state);
    }
    expect(states.size).toBe(20);
  });

  it.each([["?site_id=x"], ["?provider=gitlab"], ["?provider=GitHub"]])(
    "%s: 400, the page says provider=github",
    async (query) => {
      const response = await get400(`${SIGN_IN.authPath}${query}`);
      expect(response.text).toContain("provider=github");
    },
  );
  async function get400(path: string) {
    const { get } = signIn(() => json({}));
    const response = await get(path);
    expect(response!.status).toBe(SIGN_IN.status.badInput);
    expect(response!.headers.get("location")).toBeNull();
    return readPage(response);
  }
});

describe("the secrets not set up", () => {
  it.each([
    // The secret signs the state, so the sign-in needs it before anyone is sent to GitHub.
    ["/admin/auth?provider=github", {}, ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"]],
    ["/admin/auth?provider=github", { GITHUB_CLIENT_ID: "id" }, ["GITHUB_CLIENT_SECRET"]],
    ["/admin/callback?code=c&state=s", {}, ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"]],
    ["/admin/callback?code=c&state=s", { GITHUB_CLIENT_ID: "id" }, ["GITHUB_CLIENT_SECRET"]],
    ["/admin/auth?provider=github", { GITHUB_CLIENT_ID: "", GITHUB_CLIENT_SECRET: "s" }, ["GITHUB_CLIENT_ID"]],
  ] as const)("%s with %j: 503 naming %j and the set-up guide, GitHub never asked", async (path, env, missing) => {
    const { get, asked } = signIn(() => json({}));
    const response = await get(path, env, withState);
    expect(response!.status).toBe(SIGN_IN.status.notSetUp);
    const page = await readPage(response);
    for (const name of ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"])
      expect(page.text.includes(name), name).toBe((missing as readonly string[]).includes(name));
    expect(page.text).toContain("docs/editor-setup.md");
    expect(page.message?.startsWith(SIGN_IN.errorPrefix)).toBe(true);
    expect(asked).toEqual([]);
  });
});

describe("/admin/callback", () => {
  it("exchanges the code at GitHub (POST, JSON wanted, id, secret, code) and hands the token to the editor", async () => {
    const { get, asked } = signIn(() => json({ access_token: "gho_token1", token_type: "bearer", scope: "repo" }));
    const response = await get(callback(`code=code-1&state=${STATE}`), SET_UP, withState);
    expect(response!.status).toBe(200);
    expect(asked).toHaveLength(1);
    const [{ url, init }] = asked as [Asked];
    expect(url).toBe(SIGN_IN.tokenUrl);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("accept")).toBe("application/json");
    const body = new URLSearchParams(init.body as string);
    expect(Object.fromEntries(body)).toEqual({
      client_id: "client-id-1",
      client_secret: "client-secret-1",
      code: "code-1",
      redirect_uri: `${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`,
    });
    const page = await readPage(response);
    expect(page.message).toBe(SIGN_IN.success("gho_token1"));
    expect(page.text).toContain("Signed in");
    // The state is spent: the cookie is cleared.
    const cleared = parseSetCookie(response!.headers.get("set-cookie"))!;
    expect([cleared.name, cleared.value, cleared.flags.get("max-age"), cleared.flags.get("path")]).toEqual([
      SIGN_IN.cookie.name,
      "",
      "0",
      SIGN_IN.cookie.path,
    ]);
  });

  it("a token that looks like markup stays data: one script runs, the message reads back exactly", async () => {
    const token = `</script><script>alert(1)</script>\u2028"&`;
    const { get } = signIn(() => json({ access_token: token }));
    const page = await readPage(await get(callback(`code=c&state=${STATE}`), SET_UP, withState));
    expect(page.dataBlocks).toBe(1);
    expect(page.message).toBe(SIGN_IN.success(token));
  });

  it.each([
    ["no state cookie", `code=c&state=${STATE}`, {}],
    ["another state", "code=c&state=someone-elses-state", withState],
    ["no state", "code=c", withState],
    ["an empty state and cookie", "code=c&state=", { Cookie: `${SIGN_IN.cookie.name}=` }],
    ["a state one character short", `code=c&state=${STATE.slice(0, -1)}`, withState],
    ["a state of the same length, its last character changed", `code=c&state=${STATE.slice(0, -1)}X`, withState],
    ["a state of the same length, its first character changed", `code=c&state=X${STATE.slice(1)}`, withState],
  ] as const)("%s: 400, GitHub never asked", async (_, query, headers) => {
    const { get, asked } = signIn(() => json({ access_token: "gho_no" }));
    const response = await get(callback(query), SET_UP, headers);
    expect(response!.status).toBe(SIGN_IN.status.badInput);
    const page = await readPage(response);
    expect(page.text).toContain("Login with GitHub");
    expect(page.message?.startsWith(SIGN_IN.errorPrefix)).toBe(true);
    expect(page.message).not.toContain("gho_");
    expect(asked).toEqual([]);
  });

  it("no code: 400; the person refused at GitHub: 403; GitHub never asked", async () => {
    const noCode = signIn(() => json({ access_token: "gho_no" }));
    expect((await noCode.get(callback(`state=${STATE}`), SET_UP, withState))!.status).toBe(SIGN_IN.status.badInput);
    const refused = signIn(() => json({ access_token: "gho_no" }));
    const denied = await refused.get(callback(`error=access_denied&state=${STATE}`), SET_UP, withState);
    expect(denied!.status).toBe(SIGN_IN.status.denied);
    expect((await readPage(denied)).text).toContain("Authorize");
    expect([...noCode.asked, ...refused.asked]).toEqual([]);
  });

  const expectCleared = (response: Response | null) => {
    const cleared = parseSetCookie(response!.headers.get("set-cookie"))!;
    expect([cleared.name, cleared.value, Object.fromEntries(cleared.flags)]).toEqual([
      SIGN_IN.cookie.name,
      "",
      { "max-age": "0", path: SIGN_IN.cookie.path, secure: "", httponly: "", samesite: "Lax" },
    ]);
  };

  it.each([
    ["a token", `code=c&state=${STATE}`, () => json({ access_token: "gho_first" }), 200],
    ["a code GitHub calls used", `code=c&state=${STATE}`, () => json({ error: "bad_verification_code" }), 400],
    ["GitHub unreachable", `code=c&state=${STATE}`, () => Promise.reject(new Error("refused")), 502],
    ["Cancel at GitHub", `error=access_denied&state=${STATE}`, () => json({}), 403],
    ["no code", `state=${STATE}`, () => json({}), 400],
  ] as const)(
    "a state is finished once: after %s, its cookie is cleared and the same state and cookie again are refused (400), GitHub not asked again",
    async (_, query, reply, status) => {
      const { get, asked } = signIn(reply);
      const first = await get(callback(query), SET_UP, withState);
      expect(first!.status).toBe(status);
      expectCleared(first);
      const exchanges = asked.length;
      for (let again = 0; again < 4; again += 1) {
        const replay = await get(callback(`code=c2&state=${STATE}`), SET_UP, withState);
        expect(replay!.status).toBe(SIGN_IN.status.badInput);
        const page = await readPage(replay);
        expect(page.text).toContain("Login with GitHub");
        expect(page.message?.startsWith(SIGN_IN.errorPrefix)).toBe(true);
        expectCleared(replay);
      }
      expect(asked).toHaveLength(exchanges);
    },
  );

  it("a state past its ten minutes, or signed with another secret, is refused (400) even with its cookie; GitHub never asked", async () => {
    const late = signIn(() => json({ access_token: "gho_no" }), {
      now: () => ISSUED_AT + Number(SIGN_IN.cookie.maxAge) * 1000,
    });
    expect((await late.get(callback(`code=c&state=${STATE}`), SET_UP, withState))!.status).toBe(
      SIGN_IN.status.badInput,
    );
    const justInTime = signIn(() => json({ access_token: "gho_yes" }), {
      now: () => ISSUED_AT + Number(SIGN_IN.cookie.maxAge) * 1000 - 1,
    });
    expect((await justInTime.get(callback(`code=c&state=${STATE}`), SET_UP, withState))!.status).toBe(200);
    const otherSecret = signIn(() => json({ access_token: "gho_no" }));
    const env = { ...SET_UP, GITHUB_CLIENT_SECRET: "another-secret" };
    expect((await otherSecret.get(callback(`code=c&state=${STATE}`), env, withState))!.status).toBe(
      SIGN_IN.status.badInput,
    );
    // A state of the right shape made up by the sender, with a cookie to match.
    const [nonce, issued] = STATE.split(".");
    const forged = `${nonce}.${issued}.${"A".repeat(43)}`;
    const madeUp = signIn(() => json({ access_token: "gho_no" }));
    const response = await madeUp.get(callback(`code=c&state=${forged}`), SET_UP, {
      Cookie: `${SIGN_IN.cookie.name}=${forged}`,
    });
    expect(response!.status).toBe(SIGN_IN.status.badInput);
    expect([...late.asked, ...otherSecret.asked, ...madeUp.asked]).toEqual([]);
  });

  it.each(["HEAD", "POST", "PUT", "OPTIONS"])(
    "%s at the callback: 405 with Allow: GET, nothing exchanged, the cookie kept; the GET after it signs in",
    async (method) => {
      const { get, asked } = signIn(() => json({ access_token: "gho_after" }));
      const refused = await get(callback(`code=c&state=${STATE}`), SET_UP, withState, method);
      expect(refused!.status).toBe(405);
      expect(refused!.headers.get("allow")).toBe("GET");
      expect(refused!.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
      expect(refused!.headers.get("set-cookie")).toBeNull();
      expect(asked).toEqual([]);
      expect((await get(callback(`code=c&state=${STATE}`), SET_UP, withState))!.status).toBe(200);
      expect(asked).toHaveLength(1);
    },
  );
});

describe("in the pipeline", () => {
  it("only /admin/auth and /admin/callback are answered here; every other path reaches the pages (or, /admin and /admin/, the editor's page)", async () => {
    const { run, calls } = await isolate();
    const auth = await run(`${SIGN_IN.authPath}?provider=github`, {}, SET_UP);
    expect(auth.status).toBe(302);
    const head = await run(`${SIGN_IN.authPath}?provider=github`, { method: "HEAD" }, SET_UP);
    expect([head.status, head.body]).toEqual([302, null]);
    expect((await run(callback("code=c"), {}, SET_UP)).status).toBe(SIGN_IN.status.badInput);
    expect(calls).toEqual([]);
    for (const path of ["/admin/config.yml", "/admin/auth/x", "/admin/callbacks", "/auth"]) {
      const response = await run(path, {}, SET_UP);
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
    }
    // The editor's own page and its redirect never reach the sign-in code or Remix (admin.ts).
    expect((await run("/admin/", {}, SET_UP)).headers.get("cross-origin-opener-policy")).toBe(
      "same-origin-allow-popups",
    );
    expect((await run("/admin", {}, SET_UP)).status).toBe(301);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      "/admin/config.yml",
      "/admin/auth/x",
      "/admin/callbacks",
      "/auth",
    ]);
  });

  it("other methods are refused before the sign-in (405)", async () => {
    const { run } = await isolate();
    expect((await run(SIGN_IN.authPath, { method: "POST" }, SET_UP)).status).toBe(405);
  });

  it("HEAD at the callback: 405 with Allow: GET and no body, whatever it carries", async () => {
    const { run } = await isolate();
    const head = await run(callback(`code=c&state=${STATE}`), { method: "HEAD", headers: withState }, SET_UP);
    expect([head.status, head.headers.get("allow"), head.body]).toEqual([405, "GET", null]);
  });
});
