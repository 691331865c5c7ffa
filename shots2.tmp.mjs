import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const base = "http://127.0.0.1:8891";
for (const spec of process.argv.slice(2)) {
  const [w, path, sel, name] = spec.split("|");
  const p = await b.newPage({ viewport: { width: Number(w), height: 900 } });
  await p.goto(base + path);
  const el = p.locator(sel);
  await el.scrollIntoViewIfNeeded();
  await p.waitForTimeout(300);
  await el.screenshot({ path: `/tmp/explorer-shots/${name}.png` });
  await p.close();
}
await b.close();
