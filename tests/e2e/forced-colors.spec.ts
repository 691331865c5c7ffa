/**
 * Forced colours (Windows Contrast themes): the browser replaces the page's colours with the
 * system's and drops backgrounds' images and box-shadows. Every icon, the menu's three bars,
 * the play triangles and the dropdown's edge must still be drawn, in the system's colours.
 */
import type { Page } from "@playwright/test";
import { REMIX_PAGE, expect, hydrated, test } from "./fixtures";

/** Runs in the page: how the page's drawings come out. */
function drawings() {
  const transparent = (c: string) => c === "transparent" || /rgba\(.*,\s*0\)$/.test(c);
  const text = getComputedStyle(document.body).color; // CanvasText, as forced
  // Every sprite icon strokes in its text colour (currentColor), never a fixed one.
  const icons = [...document.querySelectorAll("svg:has(> use[href^='#icon-'])")].map((svg) => {
    const s = getComputedStyle(svg);
    return s.stroke === s.color ? "" : `${svg.parentElement?.className}: stroke ${s.stroke}, text ${s.color}`;
  });
  // The play marks: a triangle (top and bottom borders transparent), not a square.
  const plays = [...document.querySelectorAll("[aria-hidden='true']")]
    .map((el) => [el, getComputedStyle(el, "::after")] as const)
    .filter(
      ([, after]) =>
        after.borderLeftStyle === "solid" && after.content !== "none" && parseFloat(after.borderLeftWidth) > 8,
    )
    .map(([el, after]) => ({
      triangle:
        transparent(after.borderTopColor) &&
        transparent(after.borderBottomColor) &&
        !transparent(after.borderLeftColor),
      where: (el as HTMLElement).className,
    }));
  // The logo's mark in the theme's text colour: the logo that points at it takes that colour,
  // and each of the sprite's shapes for it paints in the colour of what points at it.
  const mark = document.querySelector("header svg:has(> use[href='#logo-mark'])");
  const shapes = [...document.querySelectorAll("#logo-mark path, #logo-mark rect")].map((shape) => {
    const s = getComputedStyle(shape);
    return shape.tagName === "path" ? s.stroke === s.color : s.fill === s.color;
  });
  return {
    icons: icons.filter(Boolean),
    iconCount: icons.length,
    plays,
    logo: mark && shapes.length === 7 ? getComputedStyle(mark).color === text && shapes.every(Boolean) : null,
  };
}

async function check(page: Page, { minIcons, minPlays }: { minIcons: number; minPlays: number }) {
  const result = await page.evaluate(drawings);
  expect(result.iconCount).toBeGreaterThanOrEqual(minIcons);
  expect(result.icons).toEqual([]);
  expect(result.plays.length).toBeGreaterThanOrEqual(minPlays);
  expect(result.plays.filter((p) => !p.triangle)).toEqual([]);
  expect(result.logo).toBe(true);
}

test("forced colours keep icons, play marks, the menu's bars, the Trades button's edge, the dropdown's and the video box's edges", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await hydrated(page);
  await check(page, { minIcons: 10, minPlays: 1 });

  // The Trades button, drawn as text on screen, shows a button's edge in forced colours
  // (checked hydrated, on a page Remix hydrates; the native summary before hydration, and on
  // home, whose islands alone hydrate, is the same element and class).
  await page.goto(REMIX_PAGE);
  await hydrated(page);
  const trades = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Trades", exact: true });
  const buttonEdge = await trades.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      width: parseFloat(s.borderTopWidth),
      style: s.borderTopStyle,
      transparent: s.borderTopColor === "rgba(0, 0, 0, 0)",
    };
  });
  expect(buttonEdge).toEqual({ width: 1, style: "solid", transparent: false });

  // The open dropdown has an edge of its own (its shadow is gone).
  await trades.click();
  const panel = page.locator(`#${await trades.getAttribute("aria-controls")}`);
  const edge = await panel.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      sides: [s.borderLeftWidth, s.borderRightWidth, s.borderBottomWidth].map(parseFloat),
      style: s.borderLeftStyle,
      color: s.borderLeftColor,
      text: getComputedStyle(document.body).color,
    };
  });
  expect(Math.min(...edge.sides)).toBeGreaterThanOrEqual(1);
  expect(edge.style).toBe("solid");
  expect(edge.color).toBe(edge.text);

  // At phone width: the Menu button's three bars are still drawn, in the button's text colour.
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 800 });
  const bars = await page.getByRole("button", { name: "Menu" }).evaluate((button) => {
    const bar = button.querySelector("[aria-hidden='true']")!;
    const s = getComputedStyle(bar);
    return {
      background: s.backgroundColor,
      shadow: s.boxShadow,
      height: parseFloat(s.height),
      button: getComputedStyle(button).color,
    };
  });
  expect(bars.height).toBeGreaterThan(0);
  expect(bars.background).toBe(bars.button);
  expect(bars.shadow.match(/rgb\([^)]*\)/g)).toEqual([bars.button, bars.button]);

  // A trade page's video box keeps its edge (its gradient and shadow are dropped).
  await page.goto("/trades/electrician");
  const videoBox = await page.locator("main header *").evaluateAll((all) => {
    const box = all.find((el) => getComputedStyle(el).aspectRatio === "16 / 9")!;
    const s = getComputedStyle(box);
    return {
      width: parseFloat(s.borderTopWidth),
      style: s.borderTopStyle,
      color: s.borderTopColor,
      text: getComputedStyle(document.body).color,
    };
  });
  expect(videoBox).toEqual({ width: 1, style: "solid", color: videoBox.text, text: videoBox.text });

  // The video testimonials' play marks.
  await page.goto("/success-stories");
  await check(page, { minIcons: 0, minPlays: 4 });
});
