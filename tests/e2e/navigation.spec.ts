import { REMIX_PAGE, expect, holdScripts, hydrated, tabTo, test } from "./fixtures";

// The header's menus as Remix upgrades them are tried on a page it hydrates whole (REMIX_PAGE);
// without JavaScript, on home, which every page's header is the same as.

test.describe("desktop Trades dropdown", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto(REMIX_PAGE);
    await hydrated(page);
  });

  const trades = (page: import("@playwright/test").Page) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Trades", exact: true });

  test("opens and closes with its button; aria-expanded and aria-controls follow", async ({ page }) => {
    const button = trades(page);
    const panelId = await button.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`#${panelId}`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveCount(1 + 12 + 3);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("closes on its Close button and on Escape, returning focus to Trades", async ({ page }) => {
    const button = trades(page);
    await button.click();
    await page.getByRole("button", { name: "Close trades menu" }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await button.click();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  // WCAG 2.4.11: Tab out of the open panel closes it, so the next control (and on home the
  // video's Fullscreen button under the panel) is never focused behind it.
  test("Tab past its last control closes it; Shift+Tab back out of it too", async ({ page }) => {
    const button = trades(page);
    await tabTo(page, button, 3);
    await page.keyboard.press("Enter");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await tabTo(page, page.getByRole("button", { name: "Close trades menu" }), 20);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Career Handbook" }),
    ).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Shift+Tab"); // Trades
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab"); // All Trades
    await page.keyboard.press("Shift+Tab"); // Trades: still inside, still open
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab"); // the logo, outside
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on an outside click", async ({ page }) => {
    const button = trades(page);
    await button.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on a link click, which navigates", async ({ page }) => {
    const button = trades(page);
    await button.click();
    await page
      .locator(`#${await button.getAttribute("aria-controls")}`)
      .getByRole("link", { name: "Stonemason" })
      .click();
    await expect(page).toHaveURL(/\/trades\/stonemason$/);
    await expect(page.getByRole("heading", { level: 1, name: "Stonemason" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("works by keyboard alone", async ({ page }) => {
    const button = trades(page);
    await tabTo(page, button, 3); // skip link, logo, Trades
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab"); // All Trades
    await page.keyboard.press("Tab"); // Carpenter
    await expect(page.getByRole("link", { name: "Carpenter" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/trades\/carpenter$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes, with a collapsible Trades group and the Future Pathways link", async ({ page }) => {
    await page.goto(REMIX_PAGE);
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    // The page behind the open menu is hidden, from screen readers and find-in-page too.
    await expect(page.locator("main")).toBeHidden();

    const tradesButton = nav.getByRole("button", { name: "Trades", exact: true });
    const tradesPanel = page.locator(`#${await tradesButton.getAttribute("aria-controls")}`);
    await expect(tradesButton).toHaveAttribute("aria-expanded", "false");
    await expect(tradesPanel).toBeHidden();
    await tradesButton.click();
    await expect(tradesButton).toHaveAttribute("aria-expanded", "true");
    await expect(tradesPanel.getByRole("link", { name: "Civil Engineer" })).toBeVisible();

    // Escape closes the innermost open menu first, then the menu itself.
    await page.keyboard.press("Escape");
    await expect(tradesButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(page.locator("main")).toBeVisible();

    await menu.click();
    await nav.getByRole("link", { name: "Future Pathways" }).click();
    await expect(page).toHaveURL(/\/future-pathways$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
  // WCAG 2.4.11: the open menu covers the page, so Tab goes round the menu (its button, then
  // its controls) and never reaches the page behind it.
  test("Tab and Shift+Tab stay inside the open menu", async ({ page }) => {
    await page.goto(REMIX_PAGE);
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menu, 5);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const inside = () =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest("#mobile-menu, button[aria-controls='mobile-menu']")),
      );
    // The menu's last link (Apply Now is in the bar above it, in sight while it is open).
    const last = page.getByRole("navigation", { name: "Mobile" }).getByRole("link").last();
    // Menu → the audiences and the quiz → Trades → the links, every stop inside, then round to
    // the Menu button.
    for (let i = 0; i < 20 && !(await last.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
  });
});

// Before hydration the mobile menu is the server's native <details>, the same markup a visitor
// without JavaScript gets: Tab must not reach the page behind the open panel there either.
test.describe("mobile menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Tab and Shift+Tab from the open menu never reach the page behind it", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("banner").getByText("Menu", { exact: true });
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.locator("main")).toBeHidden();
    // Where focus is: "page" (behind the panel), "menu" (its button or panel), "header" (the
    // skip link and logo above it), or "none" (focus has left the document for the browser).
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "none";
        if (el.closest("main, footer")) return "page";
        return el.closest("details") ? "menu" : "header";
      });
    // The click left focus on Menu, and each round ends there.
    for (const key of ["Tab", "Shift+Tab"]) {
      const stops: string[] = [];
      // Round the whole cycle (the menu has 18 stops, the header 2) and back to Menu.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(key);
        stops.push(await where());
        // The word "Menu" is a span in the summary (beside "Close menu"): the summary has focus.
        if (await menu.evaluate((el) => el.closest("summary") === document.activeElement)) break;
      }
      expect(stops, key).not.toContain("page");
      expect(stops.at(-1), `${key} comes round to Menu`).toBe("menu");
      expect(stops, key).toContain("header");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the Trades menu still opens and reaches every trade page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Trades", { exact: true }).click();
    await nav.getByRole("link", { name: "Civil Engineer" }).click();
    await expect(page).toHaveURL(/\/trades\/civil-engineer$/);
  });
});

// A visitor who opens a menu before the page's JavaScript has run keeps it open when React
// takes over. The scripts are held until after the click, so this is the same every run.
for (const [width, open] of [
  [
    1280,
    (page: import("@playwright/test").Page) =>
      page.getByRole("navigation", { name: "Main" }).getByText("Trades", { exact: true }),
  ],
  [390, (page: import("@playwright/test").Page) => page.getByRole("banner").getByText("Menu", { exact: true })],
] as const) {
  test(`a menu opened before hydration stays open at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const release = await holdScripts(page);
    await page.goto(REMIX_PAGE, { waitUntil: "domcontentloaded" });
    // Before hydration the menu is a native <details>: it opens without JavaScript.
    await open(page).click();
    const link = page.getByRole("link", { name: "Civil Engineer" });
    if (width === 1280) await expect(link).toBeVisible();
    else await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);

    release();
    await hydrated(page);
    const button =
      width === 1280
        ? page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Trades", exact: true })
        : page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await button.getAttribute("aria-controls")}`)).toBeVisible();
    if (width === 1280) await expect(link).toBeVisible();
    else await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });
}

// The narrower moment: the press lands after React's first render has read the menu as closed,
// and its `toggle` event reaches no listener (it fired before the menu's effect listened, or
// between slices of the hydration render). The menu must read the <details> again when its
// effect runs. React calls the DevTools hook at each commit, before that commit's effects: the
// hook opens the <details> at the hydration's commit, and a capture listener keeps that one
// `toggle` from the page, so the moment is the same on every run.
test("a menu opened between React's first render and its effects stays open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.addInitScript(() => {
    let commits = 0;
    let swallow = false;
    window.addEventListener(
      "toggle",
      (event) => swallow && ((swallow = false), event.stopImmediatePropagation()),
      true,
    );
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          if (commits++ > 0) return;
          const details = document.querySelector<HTMLDetailsElement>('nav[aria-label="Main"] details');
          if (!details) return;
          swallow = true;
          details.open = true;
          Object.assign(window, { openedAtFirstCommit: true });
        },
      },
    });
  });
  await page.goto(REMIX_PAGE);
  await hydrated(page);
  expect(await page.evaluate(() => "openedAtFirstCommit" in window)).toBe(true);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Trades", exact: true })).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Civil Engineer" })).toBeVisible();
});
