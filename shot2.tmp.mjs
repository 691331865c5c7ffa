import { chromium } from "@playwright/test";
const [base, path, width, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: +width, height: 844 } });
await page.goto(base + path, { waitUntil: "networkidle" });
await page.locator("#explorer-table").scrollIntoViewIfNeeded();
await page.evaluate(() => scrollBy(0, -60));
await page.screenshot({ path: out });
await browser.close();
