/**
 * The editor's GitHub sign-in handler (app/lib/edge/github-oauth.ts) with GitHub stubbed, for
 * its tests: what it was asked, and the checks every sign-in page must pass. Expected values
 * from tests/fixtures/editor-sign-in.ts.
 */
import { expect } from "vitest";
import { createGitHubOAuth, type OAuthDeps, type OAuthEnv } from "../../app/lib/edge/github-oauth";
import { SIGN_IN, readSignInPage, scriptHashSource } from "../fixtures/editor-sign-in";

export const ORIGIN = "https://site.test";
export const SET_UP: OAuthEnv = { GITHUB_CLIENT_ID: "client-id-1", GITHUB_CLIENT_SECRET: "client-secret-1" };
/** The nonce every test's state carries, and the moment the harness's states were issued. */
export const NONCE = "state-from-the-test_0123456789";
export const ISSUED_AT = Date.now();
/** A state as the Worker signs it (with SET_UP's secret) for NONCE at ISSUED_AT: taken from /admin/auth, as a browser does. */
export const STATE = await (async () => {
  const serve = createGitHubOAuth({ newState: () => NONCE, now: () => ISSUED_AT });
  const request = new Request(`${ORIGIN}/admin/auth?provider=github`);
  const response = await serve(request, new URL(request.url), SET_UP);
  return new URL(response!.headers.get("location")!).searchParams.get("state")!;
})();

export type Asked = { url: string; init: RequestInit };
/** A sign-in handler whose GitHub answers `reply` (or never), recording what it was asked. */
export function signIn(reply: (asked: Asked) => Promise<Response>, options: Partial<OAuthDeps> = {}) {
  const asked: Asked[] = [];
  const serve = createGitHubOAuth({
    fetch: (url, init) => {
      asked.push({ url, init });
      return reply({ url, init });
    },
    newState: () => NONCE,
    now: () => ISSUED_AT,
    ...options,
  });
  const get = (path: string, env: OAuthEnv = SET_UP, headers: Record<string, string> = {}, method = "GET") => {
    const request = new Request(new URL(path, ORIGIN), { headers, method });
    return serve(request, new URL(request.url), env);
  };
  return { get, asked };
}
export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
export const withState = { Cookie: `other=1; ${SIGN_IN.cookie.name}=${STATE}; more=2` };
export const callback = (query: string) => `${SIGN_IN.callbackPath}?${query}`;

export function expectSignInHeaders(response: Response) {
  for (const [name, value] of Object.entries(SIGN_IN.headers)) expect(response.headers.get(name), name).toBe(value);
}

/** A page's text, its message for the editor, and a CSP that runs its one script by hash alone. */
export async function readPage(response: Response | null) {
  expect(response).not.toBeNull();
  const page = readSignInPage(await response!.text());
  const csp = response!.headers.get("content-security-policy") ?? "";
  expect(page.executable).toHaveLength(1);
  expect(csp.split("; ")).toContain(`script-src ${scriptHashSource(page.executable[0]!)}`);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'"]));
  expectSignInHeaders(response!);
  expect(response!.headers.get("content-type")).toBe("text/html; charset=utf-8");
  return page;
}
