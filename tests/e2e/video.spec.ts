import { HOME_VIDEO_VIMEO_ID } from "../../app/content/site";
import { TRADES, tradePath } from "../../app/content/trades";
import { expect, frameMessages, holdScripts, hydrated, networkIdle, test } from "./fixtures";

test.describe("home video", () => {
  test("loops, and its sound is on only while at least half of it is visible", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const iframe = page.locator(`iframe[src*="/video/${HOME_VIDEO_VIMEO_ID}"]`);
    // The player waits for the visitor's first interaction, so it never delays first paint.
    await expect(iframe).toHaveCount(0);
    await page.mouse.move(200, 200);
    await expect(iframe).toHaveAttribute("src", /[?&]loop=1(&|$)/);
    await expect(iframe).toHaveAttribute("src", /[?&]autoplay=1(&|$)/);
    const playerUrl = new RegExp(`player\\.vimeo\\.com/video/${HOME_VIDEO_VIMEO_ID}`);
    await expect.poll(() => page.frame({ url: playerUrl }) !== null).toBe(true);
    const frame = page.frame({ url: playerUrl })!;
    await expect.poll(async () => (await frameMessages(frame)).length).toBeGreaterThan(0);
    const lastVolume = async () => (await frameMessages(frame)).filter((m) => m.method === "setVolume").at(-1)?.value;

    await expect.poll(lastVolume).toBe(1);
    // Scroll until only a little of the video is on screen.
    const box = (await iframe.boundingBox())!;
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height * 0.7);
    await expect.poll(lastVolume).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(lastVolume).toBe(1);
  });

  // The smoke test once moved the mouse before React was listening (a loaded machine), and the
  // player never came: the move was the visitor's first interaction, and nothing had heard it.
  test("a pointer move before hydration counts as the first interaction", async ({ page, thirdParty }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 210);
    release();
    await hydrated(page);
    await expect(page.locator(`iframe[src*="/video/${HOME_VIDEO_VIMEO_ID}"]`)).toHaveCount(1);
    await expect
      .poll(() => thirdParty.filter((url) => url.startsWith("https://player.vimeo.com/video/")).length)
      .toBeGreaterThan(0);
  });

  // Lighthouse's phone (412 × 823) and the 390 phone: nothing is done to the page, so nothing
  // may count as the visitor's first interaction. The photo strip snaps into place at first
  // layout, which scrolls it before hydration, and the player came on every load.
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 390, height: 844 },
  ]) {
    test(`no player on a ${viewport.width}px phone until the visitor does something`, async ({ page, thirdParty }) => {
      await page.setViewportSize(viewport);
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      // An element scrolled by the page itself, before the page's JavaScript runs, is not the visitor.
      const scrolled = await page.locator("main *").evaluateAll((els) => {
        const strip = els.find((el) => getComputedStyle(el).overflowX === "auto" && el.scrollWidth > el.clientWidth);
        strip?.scrollBy(40, 0);
        return strip ? strip.scrollLeft : -1;
      });
      expect(scrolled, "a photo strip to scroll").toBeGreaterThan(0);
      release();
      await hydrated(page);
      await networkIdle(page);
      await expect(page.locator(`iframe[src*="/video/${HOME_VIDEO_VIMEO_ID}"]`)).toHaveCount(0);
      expect(thirdParty).toEqual([]);
      // The page's own scroll is.
      await page.mouse.wheel(0, 200);
      await expect(page.locator(`iframe[src*="/video/${HOME_VIDEO_VIMEO_ID}"]`)).toHaveCount(1);
    });
  }

  test("has a fullscreen button on desktop only", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    // The button appears once the script can make it work, so it is looked for after hydration:
    // on a loaded machine hydration came long after "load" (seen in a clean-clone .ci/run).
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Fullscreen video" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Fullscreen video" })).toBeHidden();
  });
});

// The trades with a video, and one without: whether a trade page has a player at all is in
// its HTML, which the worker tests check for every trade (pages.test.ts); here the browser
// shows what the player becomes, and that a page without one gains no frame on interaction.
const BROWSER_TRADES = [...TRADES.filter((trade) => trade.video), TRADES.find((trade) => !trade.video)!];

test.describe("trade videos", () => {
  for (const trade of BROWSER_TRADES) {
    test(`${trade.slug}: ${trade.video ? "an autoplaying, muted, looping player" : "no player"}`, async ({ page }) => {
      await page.goto(tradePath(trade));
      await hydrated(page);
      const players = page.locator('iframe[src^="https://player.vimeo.com/video/"]');
      await expect(players).toHaveCount(0);
      await page.mouse.move(200, 200);
      if (!trade.video) {
        await expect(players).toHaveCount(0);
        return;
      }
      await expect(players).toHaveCount(1);
      const src = new URL((await players.getAttribute("src"))!);
      expect(src.pathname).toBe(`/video/${trade.video.vimeoId}`);
      expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", muted: "1", loop: "1" });
      await expect(players).toHaveAttribute("title", trade.video.title);
    });
  }
});
