// The editor's GitHub sign-in (github-oauth.ts) with GitHub stubbed: each answer GitHub may give to
// the exchange of a code for a token (or none), and what the person is shown for it.
// Expected values from tests/fixtures/editor-sign-in.ts (GitHub's flow, decision 016).
import { describe, expect, it, vi } from "vitest";
import { SIGN_IN } from "../../../tests/fixtures/editor-sign-in";
import { installEdgeSandbox } from "../../../tests/support/edge-harness";
import type { OAuthDeps } from "./github-oauth";
import {
  SET_UP,
  STATE,
  callback,
  json,
  readPage,
  signIn,
  withState,
  type Asked,
} from "../../../tests/support/oauth-harness";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("GitHub's answer to the exchange", () => {
  const ask = async (reply: () => Promise<Response>, options: Partial<OAuthDeps> = {}) => {
    const { get } = signIn(reply, options);
    const response = await get(callback(`code=c&state=${STATE}`), SET_UP, withState);
    return { status: response!.status, page: await readPage(response) };
  };

  it("a used or expired code (bad_verification_code): 400, sign in again", async () => {
    const { status, page } = await ask(() => json({ error: "bad_verification_code", error_description: "x" }));
    expect(status).toBe(SIGN_IN.status.badInput);
    expect(page.text).toContain("Login with GitHub");
  });

  it.each(["incorrect_client_credentials", "redirect_uri_mismatch"])(
    "%s: 503, the page names the secrets and the callback URL for the developer",
    async (error) => {
      const { status, page } = await ask(() => json({ error }));
      expect(status).toBe(SIGN_IN.status.notSetUp);
      expect(page.text).toContain("GITHUB_CLIENT_SECRET");
      expect(page.text).toContain(`${SIGN_IN.siteOrigin}${SIGN_IN.callbackPath}`);
      expect(page.text).toContain("docs/editor-setup.md");
    },
  );

  it.each([
    ["a 500", () => json({ message: "oops" }, 500)],
    ["a 200 that is not JSON", () => Promise.resolve(new Response("<html>unicorn</html>"))],
    ["JSON without a token", () => json({ token_type: "bearer" })],
    ["an empty token", () => json({ access_token: "" })],
    ["a network error", () => Promise.reject(new TypeError("fetch failed"))],
  ])("%s: 502, a clear page, logged", async (_, reply) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { status, page } = await ask(reply);
    expect(status).toBe(SIGN_IN.status.githubUnreadable);
    expect(page.text).toContain("GitHub could not be reached");
    expect(page.text).not.toMatch(/\bat \S+ \(/); // no stack trace
    expect(errors).toHaveBeenCalledOnce();
  });

  it("no answer at all: 504 within the bound, and the request to GitHub is aborted", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let signal: AbortSignal | undefined;
    const started = performance.now();
    const { status, page } = await ask(
      (asked?: Asked) => {
        signal = asked?.init.signal ?? undefined;
        return new Promise<Response>(() => undefined); // ignores its signal, never settles
      },
      { waitMs: 40 },
    );
    expect(status).toBe(SIGN_IN.status.githubSilent);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(page.text).toContain("GitHub did not answer in time");
    expect(signal?.aborted).toBe(true);
  });

  it("waits for GitHub at most the bound of decision 016 by default", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { get, asked } = signIn(() => new Promise<Response>(() => undefined));
      let settled = false;
      const response = get(callback(`code=c&state=${STATE}`), SET_UP, withState).finally(() => (settled = true));
      // The state is checked first (real crypto, off this thread): the clock moves once GitHub is asked.
      while (!asked.length) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(SIGN_IN.waitMs - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await response)!.status).toBe(SIGN_IN.status.githubSilent);
    } finally {
      vi.useRealTimers();
    }
  });
});
