import { chromium } from "@playwright/test";
const [base, path, width, out, open] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: +width, height: +width === 1280 ? 800 : 844 } });
await page.goto(base + path, { waitUntil: "networkidle" });
if (open) await page.getByRole("button", { name: "Menu" }).click();
await page.screenshot({ path: out });
await browser.close();
