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
import { FRAME_ORIGINS } from "../../content/site";

const STUB_FRAME = `<!doctype html><html lang="en"><title>stub</title><body>stub frame<script>
window.__messages = [];
addEventListener("message", (e) => window.__messages.push(typeof e.data === "string" ? JSON.parse(e.data) : e.data));
</script></body></html>`;

type Fixtures = { thirdParty: string[]; consoleErrors: string[] };

/** The requests each page has in flight, so a network-idle wait that never ends can say why. */
const inFlight = new WeakMap<Page, Map<Request, number>>();

function trackRequests(page: Page) {
  const pending = new Map<Request, number>();
  inFlight.set(page, pending);
  page.on("request", (request) => pending.set(request, Date.now()));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
}

/**
 * Keep `context` offline: frames from the hosts the site embeds get the stub page, every
 * other request that leaves `baseURL` is aborted. Returns the list those requests go into.
 */
export async function offline(context: BrowserContext, baseURL: string): Promise<string[]> {
  const requested: string[] = [];
  const local = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== local,
    (route) => {
      const url = route.request().url();
      requested.push(url);
      if ((FRAME_ORIGINS as readonly string[]).includes(new URL(url).origin)) {
        return route.fulfill({ status: 200, contentType: "text/html", body: STUB_FRAME });
      }
      return route.abort("blockedbyclient");
    },
  );
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

/** Wait until React has hydrated (Remix has set up its router), and no longer. */
export async function reactHydrated(page: Page, timeout?: number) {
  await page.waitForFunction(() => "__remixRouter" in window, undefined, { timeout });
}

/**
 * Wait until no request has been in flight for 500 ms. A wait that runs out names the requests
 * still open and for how long: a11y.spec's wait after scrolling to the bottom ran out in 2 of
 * 8 runs of that spec on 2026-11-24 (both beside other jobs), and the timeout alone said
 * nothing. The 20 s bound leaves the test's own 30 s for the message to be reported.
 */
export async function networkIdle(page: Page, timeout = 20_000) {
  try {
    await page.waitForLoadState("networkidle", { timeout });
  } catch (error) {
    const now = Date.now();
    const open = [...(inFlight.get(page) ?? [])].map(
      ([request, since]) => `${request.method()} ${request.url()} (${request.resourceType()}, ${now - since} ms)`,
    );
    throw new Error(
      `${(error as Error).message.split("\n")[0]}; in flight: ${open.join(", ") || "nothing this page tracked"}`,
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
 * Hold the page's JavaScript (the Remix client build) until the returned function is called,
 * so a test can act on the server-rendered page before hydration, every time.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
