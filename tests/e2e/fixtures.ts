/**
 * Every spec runs offline. Requests that leave the local worker are recorded; frames from
 * the hosts the site embeds (video player, enquiry form, flipbook) are answered by a local
 * stub page that records the messages it receives, and everything else is aborted. A test
 * asserts what the page asked for, never what the internet said.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { FRAME_ORIGINS } from "../../app/content/site";
import { escapeRegExp } from "../support/regexp";

const STUB_FRAME = `<!doctype html><html lang="en"><title>stub</title><body>stub frame<script>
window.__messages = [];
addEventListener("message", (e) => window.__messages.push(typeof e.data === "string" ? JSON.parse(e.data) : e.data));
</script></body></html>`;

type Fixtures = { thirdParty: string[]; consoleErrors: string[] };

/** The requests each page (any of its frames) has in flight, and when one last started or ended. */
type Traffic = { pending: Map<Request, number>; lastChange: number };
const traffic = new WeakMap<Page, Traffic>();

function trackRequests(page: Page) {
  const seen: Traffic = { pending: new Map(), lastChange: Date.now() };
  traffic.set(page, seen);
  const started = (request: Request) => {
    seen.pending.set(request, Date.now());
    seen.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    seen.pending.delete(request);
    seen.lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Chromium's headless shell, which most specs run in (tests/support/chromium.ts), sends each
 * page a trusted pointer move at (0, 0), with no movement, as it loads (measured: `pointermove`
 * and `mousemove` about 0.2 s in); no visitor's browser does. To the site that is the
 * visitor's first interaction (the video players wait for one), so every page would be
 * tested as if touched. This runs before the page's own scripts and stops that move, and only
 * that, at the window, before any listener of the page hears it.
 */
const DROP_SHELL_POINTER_MOVE = `(() => {
  const drop = (e) => {
    if (e.clientX === 0 && e.clientY === 0 && e.movementX === 0 && e.movementY === 0) e.stopImmediatePropagation();
  };
  addEventListener("pointermove", drop, { capture: true });
  addEventListener("mousemove", drop, { capture: true });
})();`;

/**
 * Keep `context` offline: frames from the hosts the site embeds get the stub page, every
 * other request that leaves `baseURL` is aborted. Returns the list those requests go into.
 * Every context the specs open with the page's scripts on comes through here, so it also
 * drops the headless shell's pointer move (above).
 */
export async function offline(context: BrowserContext, baseURL: string): Promise<string[]> {
  await context.addInitScript(DROP_SHELL_POINTER_MOVE);
  const requested: string[] = [];
  const local = new URL(baseURL).origin;
  // Every URL outside the worker's origin, as a pattern: Playwright matches a pattern itself,
  // where a function needs each of the page's requests sent to the test's process to ask it.
  await context.route(new RegExp(`^(?!${escapeRegExp(local)}/)`), (route) => {
    const url = route.request().url();
    requested.push(url);
    if (FRAME_ORIGINS.includes(new URL(url).origin)) {
      return route.fulfill({ status: 200, contentType: "text/html", body: STUB_FRAME });
    }
    return route.abort("blockedbyclient");
  });
  return requested;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  thirdParty: [async ({ context, baseURL }, use) => use(await offline(context, baseURL!)), { auto: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The messages a stubbed third-party frame has received (see STUB_FRAME). */
export async function frameMessages(frame: Frame): Promise<Array<Record<string, unknown>>> {
  return frame.evaluate(() => (window as unknown as { __messages: Array<Record<string, unknown>> }).__messages);
}

/** The hurried visitor's phone: `page`'s CPU 4× slower, and nothing from the cache. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/**
 * Runs in the page: whether its script has taken it over. Remix has set up its router; or the
 * page ships no framework script (app/lib/hydrate.ts) and is parsed without Remix's context,
 * with every island it has (app/islands, home's video and photo strip) hydrated and every
 * element a plain enhancer names (app/enhance, the explorer) enhanced.
 */
export const isHydrated = () =>
  "__remixRouter" in window ||
  (document.readyState !== "loading" &&
    !("__remixContext" in window) &&
    document.querySelector("[data-island]:not([data-hydrated]), [data-enhance]:not([data-enhanced])") === null);

/** Wait until React has hydrated the page (`isHydrated`), and no longer. */
export async function reactHydrated(page: Page, timeout?: number) {
  await page.waitForFunction(isHydrated, undefined, { timeout });
}

import { REMIX_PAGE } from "../support/pages";
export { REMIX_PAGE };

/**
 * Open `path` as a visitor on a page Remix hydrates reaches it: `REMIX_PAGE`, then a client-side
 * navigation, so Remix draws it in the browser (the pages that do not hydrate are drawn that way
 * only when reached from one that does).
 */
export async function navigateFromRemixPage(page: Page, path: string) {
  await page.goto(REMIX_PAGE);
  await hydrated(page);
  await page.evaluate(
    (to) => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(to),
    path,
  );
}

/** How long the network must stay quiet to count as idle (Playwright's own networkidle uses 500 ms). */
const QUIET_MS = 500;

/**
 * Wait until no request of the page, in any of its frames, has been in flight for 500 ms. Our
 * own count, not `waitForLoadState("networkidle")`: with the stubbed video frame on the page,
 * Playwright's networkidle now and then never came although no request was open (seen on
 * 2026-11-25: 1 run in 3 of a11y.spec's /trades/stonemason at 390px, alone on the machine, on
 * this commit and on the one before; every request had finished or failed, in the page and in
 * the browser context). A wait that runs out names the requests still open and for how long.
 * The 20 s bound leaves the test's own 30 s for the message to be reported.
 */
export async function networkIdle(page: Page, timeout = 20_000) {
  const seen = traffic.get(page)!;
  const quiet = () => (seen.pending.size === 0 ? Date.now() - seen.lastChange : 0);
  try {
    await expect.poll(quiet, { timeout, intervals: [50] }).toBeGreaterThanOrEqual(QUIET_MS);
  } catch {
    const now = Date.now();
    const open = [...seen.pending].map(
      ([request, since]) => `${request.method()} ${request.url()} (${request.resourceType()}, ${now - since} ms)`,
    );
    throw new Error(
      `the network was not quiet for ${QUIET_MS} ms within ${timeout} ms; in flight: ${open.join(", ") || "nothing (requests kept starting)"}`,
    );
  }
}

/** Wait until React has hydrated and the network is idle, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await reactHydrated(page);
  await networkIdle(page);
}

/** Press Tab until `target` has focus (at most `limit` presses): keys only, never .focus(). */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} not reached by ${limit} presses of Tab`);
}

/**
 * Hold the page's requests whose URL matches `url` until the returned function is called
 * (they go on to any other route, such as offline()'s, once released).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Hold the page's JavaScript (the Remix client build) until the returned function is called,
 * so a test can act on the server-rendered page before hydration, every time.
 */
export const holdScripts = (page: Page) => holdRequests(page, "**/build/**");
