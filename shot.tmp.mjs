import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = "http://127.0.0.1:8822";
const [, , name, path, w, h] = process.argv;
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(base + path);
await p.screenshot({ path: `/tmp/${name}.png` });
await b.close();
