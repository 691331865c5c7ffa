import { APPLICATION_FORM_URL, EXTERNAL_TRADES_URL, RISE_SITE_URL, SOCIAL_LINKS } from "../../app/content/site";
import { expect, hydrated, navigateFromRemixPage, test } from "./fixtures";

test.describe("external links", () => {
  for (const path of ["/", "/info-for-students", "/blog/apprentice-awards"]) {
    test(`every link off the site from ${path} opens a new tab, safely`, async ({ page, baseURL }) => {
      await page.goto(path);
      const offsite = await page.locator("a[href^='http']").evaluateAll(
        (links, origin) =>
          links
            .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== origin)
            .map((a) => ({
              href: a.getAttribute("href"),
              target: a.getAttribute("target"),
              rel: a.getAttribute("rel"),
            })),
        new URL(baseURL!).origin,
      );
      expect(offsite.length).toBeGreaterThan(3);
      for (const link of offsite)
        expect(link, link.href ?? "").toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    });
  }

  test("apply, explore trades, RISE and social links go where content says", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`main a[href="${APPLICATION_FORM_URL}"]`).first()).toBeVisible();
    await expect(page.locator(`main a[href="${EXTERNAL_TRADES_URL}"]`)).toHaveCount(1);
    for (const social of SOCIAL_LINKS) await expect(page.locator(`footer a[href="${social.href}"]`)).toHaveCount(1);
    await page.goto("/info-for-parents-guardians");
    await expect(page.locator(`a[href="${RISE_SITE_URL}"]`)).toHaveAttribute("target", "_blank");
  });

  test("Apply Now opens the form in a new tab (the request is recorded, not sent)", async ({
    page,
    context,
    thirdParty,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const popup = context.waitForEvent("page");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Apply Now/ })
      .click();
    // The new tab's navigation is aborted by the offline fixture, so it never loads: the tab
    // opening and the recorded request are what is asserted.
    expect(await popup).not.toBe(page);
    await expect.poll(() => thirdParty).toContain(APPLICATION_FORM_URL);
  });
});

test.describe("not-found page", () => {
  test("logs an error naming the path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/definitely/not/here");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The page ships no framework script: the message is its inline script's, and reaches
    // Playwright asynchronously, so it is awaited rather than looked for once.
    await expect.poll(() => consoleErrors.some((e) => e.includes("no page at /definitely/not/here"))).toBe(true);
  });

  test("a client-side navigation to an unknown path also ends there", async ({ page, consoleErrors }) => {
    await navigateFromRemixPage(page, "/trades/astronaut");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => consoleErrors.some((e) => e.includes("no page at /trades/astronaut"))).toBe(true);
  });
});
