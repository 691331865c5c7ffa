import { REMIX_PAGE, expect, hydrated, networkIdle, test } from "./fixtures";

test.describe("smoke", () => {
  test("home renders in the shell, hydrates without errors", async ({ page, thirdParty, consoleErrors }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2024");
    // Its two islands (the video and the photo strip) hydrate: React alone, not Remix.
    await hydrated(page);
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(2);
    expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
    expect(consoleErrors).toEqual([]);
    // Nothing leaves the site before the visitor interacts; then only the video player does.
    expect(thirdParty).toEqual([]);
    await page.mouse.move(100, 100);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    for (const url of thirdParty) expect(url).toMatch(/^https:\/\/player\.vimeo\.com\/video\//);
  });

  test("a nav link navigates (client-side) to its page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(REMIX_PAGE);
    await networkIdle(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(page.getByRole("heading", { level: 1, name: "Success stories" })).toBeVisible();
    await expect(page).toHaveTitle("Success stories | Born to Build");
  });

  test("the Trades menu reaches a trade page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(REMIX_PAGE);
    await networkIdle(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Trades", { exact: true }).click();
    await nav.getByRole("link", { name: "Electrician" }).click();
    await expect(page).toHaveURL(/\/trades\/electrician$/);
    await expect(page.getByRole("heading", { level: 1, name: "Electrician" })).toBeVisible();
    // The head comes from the loader's data after a client-side navigation too.
    await expect(page).toHaveTitle("Electrician apprenticeship | Born to Build");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.borntobuild.example.com/trades/electrician",
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]).sort()).toEqual([
      "BreadcrumbList",
      "WorkBasedProgram",
    ]);
  });

  test("the mobile menu opens and links to /future-pathways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // Opened before or after hydration, the menu stays open.
    await page.getByText("Menu", { exact: true }).click();
    await hydrated(page);
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Future Pathways" }).click();
    await expect(page).toHaveURL(/\/future-pathways$/);
  });

  test("an unknown path shows the not-found page with status 404 and logs the path", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await networkIdle(page);
    // Our own message, not just the browser's "Failed to load resource" line.
    // Logged by an inline script (the page loads no framework), and reaching Playwright
    // asynchronously: awaited, not looked for once.
    await expect.poll(() => consoleErrors.some((e) => e.includes("no page at /no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
