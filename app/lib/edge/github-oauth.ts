/**
 * The editor's GitHub sign-in, served by this Worker (docs/editor-setup.md, docs/decisions/016).
 * Decap CMS at /admin opens a window at /admin/auth?provider=github; that sends the person to
 * GitHub with a `state` also kept in a short-lived cookie; GitHub sends them back to
 * /admin/callback?code&state; the code is exchanged for a token (the app's secret never leaves
 * the Worker) and the page hands the token to the editor that opened the window.
 * A state is good once, for ten minutes: it carries its moment of issue and a signature (HMAC
 * with the app's secret), so the Worker tells its own fresh states from invented or old ones
 * whatever cookie comes with them; the first callback clears the cookie, and the isolate
 * remembers each state it has seen until it expires (docs/http.md says what that leaves).
 * Only these two paths are answered here; every other request goes on to the pages. Only GET
 * finishes a sign-in: a HEAD (a link checker, a prefetch) must not spend a code or a state.
 * The secrets are Worker secrets (`wrangler secret put`), never in the repository.
 */
import { SITE_ORIGIN } from "~content/site";
import { errorMessage, oauthPage, oauthRedirect, successMessage, type OAuthPage } from "./oauth-page";
import { plainText } from "./request-guard";

export const AUTH_PATH = "/admin/auth";
export const CALLBACK_PATH = "/admin/callback";
export const AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
export const TOKEN_URL = "https://github.com/login/oauth/access_token";
/** Decap's GitHub backend reads and writes the repository, and opens pull requests for drafts. */
export const SCOPE = "repo";
/** The `__Secure-` prefix: browsers accept it only with Secure; the path keeps it off every other request. */
export const STATE_COOKIE = "__Secure-editor-oauth-state";
/** Ten minutes to sign in at GitHub, then the state is gone. */
export const STATE_MAX_AGE_SECONDS = 600;
/**
 * States this isolate remembers as spent, at most: each is a few hundred bytes, and only a state
 * this Worker signed in the last ten minutes is kept. Past it the oldest is forgotten first.
 */
export const SPENT_STATES_MAX = 4_096;
/** GitHub answers in well under a second; past this the person gets a page, never a hang. */
export const GITHUB_WAIT_MS = 5_000;

/** Worker secrets (`wrangler secret put GITHUB_CLIENT_ID` / `GITHUB_CLIENT_SECRET`); absent until set up. */
export type OAuthEnv = { GITHUB_CLIENT_ID?: string; GITHUB_CLIENT_SECRET?: string };
export type OAuthDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** A fresh unguessable nonce for a state (32 random bytes, base64url). */
  newState: () => string;
  /** The clock a state's age is read by. */
  now: () => number;
  waitMs: number;
  /**
   * The site's configured origin (SITE_ORIGIN, the developers' deployment configuration, never a
   * file staff edit): GitHub sends the code back only there. Never the request's own: its Host
   * header is whatever the sender wrote.
   */
  origin: string;
};

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomState = () => base64url(crypto.getRandomValues(new Uint8Array(32)).buffer);

const DEFAULT_DEPS: OAuthDeps = {
  fetch: (input, init) => fetch(input, init),
  newState: randomState,
  now: () => Date.now(),
  waitMs: GITHUB_WAIT_MS,
  origin: SITE_ORIGIN,
};

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${CALLBACK_PATH}; Secure; HttpOnly; SameSite=Lax`;
const CLEAR_STATE = { "Set-Cookie": stateCookie("", 0) };

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

const hmacKey = (secret: string, use: KeyUsage) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [use]);

/** `<nonce>.<issued, ms in base 36>.<HMAC-SHA256 of both, base64url>`: only this Worker can make one. */
async function signedState(nonce: string, issuedAt: number, secret: string): Promise<string> {
  const body = `${nonce}.${issuedAt.toString(36)}`;
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), new TextEncoder().encode(body));
  return `${body}.${base64url(mac)}`;
}

/** When a state signed with `secret` was issued, or null when its signature or shape is wrong. */
async function stateIssuedAt(state: string, secret: string): Promise<number | null> {
  const match = /^([A-Za-z0-9_-]{1,100})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state);
  if (!match) return null;
  const mac = Uint8Array.from(atob(match[3]!.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const body = new TextEncoder().encode(`${match[1]}.${match[2]}`);
  // verify compares in constant time.
  const genuine = await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), mac, body);
  return genuine ? parseInt(match[2]!, 36) : null;
}

/**
 * The states this isolate has seen at a callback, each until it would expire anyway: `spend`
 * is true the first time, false ever after. Bounded (SPENT_STATES_MAX), oldest forgotten first.
 */
function createSpentStates(max = SPENT_STATES_MAX) {
  const spent = new Map<string, number>();
  return function spend(state: string, expires: number, now: number): boolean {
    if (spent.has(state)) return false;
    if (spent.size >= max) for (const [old, until] of spent) if (until <= now) spent.delete(old);
    if (spent.size >= max) spent.delete(spent.keys().next().value!);
    spent.set(state, expires);
    return true;
  };
}

/** Equal strings, compared without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const AGAIN = 'Close this window and press "Login with GitHub" in the editor again.';
const THEN_AGAIN = 'close this window and press "Login with GitHub" in the editor again.';
const DEVELOPER =
  "Nothing is wrong with your account. Please ask the site's developer to finish the set-up in docs/editor-setup.md.";

/** A page that tells the person what went wrong, and the editor the same. */
function problem(status: number, title: string, text: string[]): Promise<Response> {
  const page: OAuthPage = {
    status,
    title,
    text,
    message: errorMessage(`${title}. ${text[0]}`),
    extraHeaders: CLEAR_STATE,
  };
  return oauthPage(page);
}

/** 503: the server lacks its set-up, which no retry by the visitor can fix (decision 016). */
function notSetUp(missing: string[]): Promise<Response> {
  const names = missing.join(" and ");
  return problem(503, "The editor's sign-in is not set up yet", [
    `The website's ${names} ${missing.length > 1 ? "are" : "is"} not set (Worker secrets, set with wrangler secret put).`,
    DEVELOPER,
  ]);
}

function missingSecrets(env: OAuthEnv, needSecret: boolean): string[] {
  const missing: string[] = [];
  if (!env.GITHUB_CLIENT_ID) missing.push("GITHUB_CLIENT_ID");
  if (needSecret && !env.GITHUB_CLIENT_SECRET) missing.push("GITHUB_CLIENT_SECRET");
  return missing;
}

/** GET /admin/auth?provider=github: off to GitHub, with a state to check on the way back. */
async function begin(url: URL, env: OAuthEnv, deps: OAuthDeps): Promise<Response> {
  // The secret signs the state, so it is needed before anyone is sent to GitHub.
  const missing = missingSecrets(env, true);
  if (missing.length > 0) return notSetUp(missing);
  const provider = url.searchParams.get("provider");
  if (provider !== "github")
    return problem(400, "This sign-in is for GitHub only", [
      `The address asked for provider "${(provider ?? "").slice(0, 40)}"; the editor signs in with provider=github only. ${AGAIN}`,
    ]);
  const state = await signedState(deps.newState(), deps.now(), env.GITHUB_CLIENT_SECRET!);
  const authorize = new URL(AUTHORIZE_URL);
  authorize.searchParams.set("client_id", env.GITHUB_CLIENT_ID!);
  authorize.searchParams.set("redirect_uri", `${deps.origin}${CALLBACK_PATH}`);
  authorize.searchParams.set("scope", SCOPE);
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("allow_signup", "false");
  return oauthRedirect(authorize.href, { "Set-Cookie": stateCookie(state, STATE_MAX_AGE_SECONDS) });
}

type Exchange =
  { token: string } | { githubError: string } | { failure: "timeout" | "unreachable" | "unreadable"; detail: string };

/** POST the code to GitHub (the secret goes only there), within `deps.waitMs`. */
async function exchange(code: string, env: OAuthEnv, deps: OAuthDeps): Promise<Exchange> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, deps.waitMs);
  });
  const ask = async (): Promise<Exchange> => {
    const response = await deps.fetch(TOKEN_URL, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "born-to-build-editor-sign-in",
      },
      body: new URLSearchParams({
        client_id: env.GITHUB_CLIENT_ID!,
        client_secret: env.GITHUB_CLIENT_SECRET!,
        code,
        redirect_uri: `${deps.origin}${CALLBACK_PATH}`,
      }).toString(),
      signal: controller.signal,
    });
    if (!response.ok) return { failure: "unreadable", detail: `HTTP ${response.status}` };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { failure: "unreadable", detail: "not JSON" };
    }
    const answer = (body ?? {}) as { access_token?: unknown; error?: unknown };
    if (typeof answer.access_token === "string" && answer.access_token !== "") return { token: answer.access_token };
    if (typeof answer.error === "string") return { githubError: answer.error };
    return { failure: "unreadable", detail: "no token in the answer" };
  };
  try {
    const outcome = await Promise.race([ask(), timeout]);
    return outcome === "timeout" ? { failure: "timeout", detail: `${deps.waitMs} ms` } : outcome;
  } catch (error) {
    if (controller.signal.aborted) return { failure: "timeout", detail: `${deps.waitMs} ms` };
    return { failure: "unreachable", detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

type Spend = ReturnType<typeof createSpentStates>;

/** GET /admin/callback?code&state: check the state, spend it, exchange the code, hand over the token. */
async function finish(request: Request, url: URL, env: OAuthEnv, deps: OAuthDeps, spend: Spend): Promise<Response> {
  const missing = missingSecrets(env, true);
  if (missing.length > 0) return notSetUp(missing);
  const state = url.searchParams.get("state");
  const kept = cookieValue(request, STATE_COOKIE);
  const now = deps.now();
  const issuedAt =
    state && kept && sameText(state, kept) ? await stateIssuedAt(state, env.GITHUB_CLIENT_SECRET!) : null;
  const expires = (issuedAt ?? 0) + STATE_MAX_AGE_SECONDS * 1000;
  // A state from the future is no state of ours (clocks of two isolates agree to the second).
  if (issuedAt === null || expires <= now || issuedAt > now + 60_000)
    return problem(400, "This sign-in could not be checked", [
      `It took longer than ${STATE_MAX_AGE_SECONDS / 60} minutes, was started in another browser or window, or this browser blocks the site's cookies. ${AGAIN}`,
    ]);
  if (!spend(state!, expires, now))
    return problem(400, "This sign-in was already finished", [
      `Each sign-in can be finished once, and this one was (or the address was opened twice). ${AGAIN}`,
    ]);
  if (url.searchParams.get("error") === "access_denied")
    return problem(403, "You are not signed in", [
      `GitHub says the editor was not allowed to use your account (you pressed Cancel). To edit the site, ${THEN_AGAIN} Then press Authorize.`,
    ]);
  const code = url.searchParams.get("code");
  if (!code) return problem(400, "GitHub sent no sign-in code", [`The address has no code. ${AGAIN}`]);

  const outcome = await exchange(code, env, deps);
  if ("token" in outcome)
    return oauthPage({
      status: 200,
      title: "Signed in",
      text: ["You are signed in. This window closes by itself; if it stays open, close it and go back to the editor."],
      message: successMessage(outcome.token),
      extraHeaders: CLEAR_STATE,
    });
  if ("githubError" in outcome) {
    if (outcome.githubError === "bad_verification_code")
      return problem(400, "This sign-in code has expired", [
        `GitHub says the code was already used or is too old. ${AGAIN}`,
      ]);
    return problem(503, "GitHub refused the website's sign-in settings", [
      `GitHub answered "${outcome.githubError}": the Worker secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET do not match the GitHub OAuth app, or its Authorization callback URL is not ${deps.origin}${CALLBACK_PATH}.`,
      DEVELOPER,
    ]);
  }
  console.error(`editor sign-in: GitHub token exchange failed (${outcome.failure}: ${outcome.detail})`);
  if (outcome.failure === "timeout")
    return problem(504, "GitHub did not answer in time", [
      `GitHub gave no answer within ${deps.waitMs / 1000} seconds. Nothing was changed. Wait a minute, then ${THEN_AGAIN}`,
    ]);
  return problem(502, "GitHub could not be reached", [
    `The website could not get an answer it could read from GitHub (${outcome.detail}). Nothing was changed. Wait a minute, then ${THEN_AGAIN}`,
  ]);
}

/** The callback answers GET only: nothing is exchanged, spent or cleared for any other method. */
const callbackTakesGetOnly = () =>
  plainText(405, "Method Not Allowed", { Allow: "GET", "X-Robots-Tag": "noindex, nofollow" });

/**
 * The sign-in routes: a response for /admin/auth and /admin/callback (GET or HEAD; the
 * pipeline has refused other methods; HEAD at the callback is 405), null for every other
 * path. One per isolate: it remembers the states spent there. `deps` are for tests.
 */
export function createGitHubOAuth(deps: Partial<OAuthDeps> = {}) {
  const use = { ...DEFAULT_DEPS, ...deps };
  const spend = createSpentStates();
  return async function serveOAuth(request: Request, url: URL, env: OAuthEnv): Promise<Response | null> {
    if (url.pathname === AUTH_PATH) return begin(url, env, use);
    if (url.pathname === CALLBACK_PATH)
      return request.method === "GET" ? finish(request, url, env, use, spend) : callbackTakesGetOnly();
    return null;
  };
}
