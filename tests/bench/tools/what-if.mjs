// @ts-check
// `npm run bench:what-if -- /blog [--photos]`: why a page's Lighthouse LCP is what it is.
//
// Lighthouse's LCP on the mobile preset is not timed: its simulation (Lantern) replays the
// page's own unthrottled load on a slow phone network, with every request that finished before
// the LCP element was shown sharing that network with the LCP image. Run to run, which requests
// those are changes with how soon the machine put the first frame on screen, so two runs of the
// same page differ by more than most changes to it (decision 049).
// This records one load, then has Lighthouse audit that same recording again with one thing
// taken out or made smaller each time: the favicon, the lazy pictures, the scripts, the LCP
// image's bytes, the document's bytes. Each row is the same run, so its difference from the
// first row is that thing's share of the LCP, free of the machine's noise. Writes
// reports/what-if.md. Nothing here changes the site; it answers "would this help?" first.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { PHOTO_SITE } from "../../support/photo-site.mjs";
import { startBuiltWorker } from "../../support/worker.mjs";
import {
  describeRequests,
  isFavicon,
  isLazyPicture,
  LIGHTHOUSE_FLAGS,
  lcpSeenAt,
  loadedBeforeLcp,
  networkRequests,
  withFreshChromium,
} from "./lighthouse.mjs";

const PHOTOS = process.argv.includes("--photos");
const PATH = process.argv.slice(2).find((a) => a.startsWith("/")) ?? "/blog";
/** @type {import("lighthouse").Flags} */
const FLAGS = { ...LIGHTHOUSE_FLAGS, onlyCategories: ["performance"] };

/** @typedef {{ method: string, params?: { requestId?: string, request?: { url: string }, response?: { encodedDataLength: number }, encodedDataLength?: number } }} LogEvent */

/** One load of the page, recorded (Lighthouse's gather mode) into `dir`. @param {string} url @param {string} dir */
const record = (url, dir) => withFreshChromium((port) => lighthouse(url, { ...FLAGS, port, gatherMode: dir }));

/** Lighthouse's audit of a recording. @param {string} dir */
async function audit(dir) {
  const result = await lighthouse(undefined, { ...FLAGS, auditMode: dir });
  if (!result) throw new Error(`Lighthouse audited nothing in ${dir}`);
  return result.lhr;
}

/**
 * A copy of the recording with its network log edited: requests whose URL `drop` matches are
 * taken out; those `resize` gives a size for arrive as that many bytes.
 * @param {string} dir @param {string} name
 * @param {{ drop?: (url: string) => boolean, resize?: (url: string) => number | undefined }} edit
 */
function variant(dir, name, { drop = () => false, resize = () => undefined }) {
  const copy = join(dir, "..", name);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  const file = join(copy, "defaultPass.devtoolslog.json");
  const parsed = /** @type {unknown} */ (JSON.parse(readFileSync(file, "utf8")));
  const log = /** @type {LogEvent[]} */ (parsed);
  /** @type {Map<string, string>} */
  const urls = new Map();
  for (const { method, params } of log) {
    if (method === "Network.requestWillBeSent" && params?.requestId && params.request)
      urls.set(params.requestId, params.request.url);
  }
  /** @param {LogEvent} e */
  const urlOf = (e) => urls.get(e.params?.requestId ?? "") ?? "";
  const kept = log.filter((e) => !drop(urlOf(e)));
  for (const { method, params } of kept) {
    const bytes = resize(urlOf({ method, params }));
    if (bytes === undefined || !params) continue;
    // The bytes on the wire are what the network log says arrived: headers, chunks, the total.
    if (method === "Network.responseReceived" && params.response) params.response.encodedDataLength = 0;
    if (method === "Network.dataReceived") params.encodedDataLength = 0;
    if (method === "Network.loadingFinished") params.encodedDataLength = bytes;
  }
  writeFileSync(file, JSON.stringify(kept));
  return copy;
}

/** @param {import("lighthouse").Result} lhr @param {string} id */
const seconds = (lhr, id) => `${((lhr.audits[id]?.numericValue ?? NaN) / 1000).toFixed(2)} s`;

const worker = await startBuiltWorker(PHOTOS ? { root: PHOTO_SITE } : {});
const scratch = mkdtempSync(join(tmpdir(), "what-if-"));
try {
  const recorded = join(scratch, "recorded");
  // A load Lighthouse cannot read (no navigation start or no LCP recorded: Chromium not ready)
  // is recorded again, as the bench retries a failed run, rather than shown as NaN.
  let base, seen;
  for (let attempt = 1; ; attempt++) {
    rmSync(recorded, { recursive: true, force: true });
    await record(worker.url + PATH, recorded);
    base = await audit(recorded);
    seen = lcpSeenAt(base);
    if (!base.runtimeError && seen !== undefined) break;
    const why = base.runtimeError?.code ?? "no LCP recorded";
    if (attempt >= 3) throw new Error(`Lighthouse could not read three loads of ${PATH} (${why})`);
    console.error(`  ${PATH}: the load could not be read (${why}), recording it again`);
  }
  const all = networkRequests(base);
  const before = loadedBeforeLcp(base);
  const lazy = new Set(before.filter(isLazyPicture).map((r) => r.url));
  const scripts = new Set(before.filter((r) => r.resourceType === "Script").map((r) => r.url));
  // The picture asked for at high priority: the LCP image on a page whose LCP is a picture.
  const lcpImage = all.find((r) => r.resourceType === "Image" && r.priority === "High");
  const documentUrl = all.find((r) => r.resourceType === "Document")?.url;

  /** @type {Array<[string, import("lighthouse").Result]>} */
  const rows = [];
  /** @param {string} label @param {string} name @param {Parameters<typeof variant>[2]} edit */
  const row = async (label, name, edit) => rows.push([label, await audit(variant(recorded, name, edit))]);
  // Even the unchanged row goes through the same copy, so every row is read the same way.
  await row("as recorded", "as-recorded", {});
  await row("without the favicon", "no-favicon", { drop: isFavicon });
  /** @param {number} n @param {string} one @param {string} many */
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  await row(`without the ${count(lazy.size, "lazy picture", "lazy pictures")} that arrived first`, "no-lazy", {
    drop: (u) => lazy.has(u),
  });
  await row(`without the ${count(scripts.size, "script", "scripts")} that arrived first`, "no-scripts", {
    drop: (u) => scripts.has(u),
  });
  await row("without any of those three", "none-of-them", {
    drop: (u) => isFavicon(u) || lazy.has(u) || scripts.has(u),
  });
  if (lcpImage) {
    const half = Math.round((lcpImage.transferSize ?? 0) / 2);
    await row(`the picture loaded first (the LCP image) at half its bytes (${half} B)`, "half-image", {
      resize: (u) => (u === lcpImage.url ? half : undefined),
    });
  }
  // 14,600 bytes: the ten packets a new connection may send before its first acknowledgement.
  await row("the HTML in one first round trip (14,600 B)", "small-html", {
    resize: (u) => (u === documentUrl ? 14_600 : undefined),
  });

  const lines = [
    `# What Lighthouse's LCP on ${PATH}${PHOTOS ? " (photo site)" : ""} is made of`,
    "",
    `One recorded load, audited again with one thing changed per row. The LCP element was seen ${Math.round(seen)} ms into the unthrottled load; ${count(before.length, "request had", "requests had")} finished by then: ${describeRequests(before)}.`,
    "",
    "| The recording | LCP | FCP |",
    "|---|---|---|",
    ...rows.map(
      ([label, lhr]) =>
        `| ${label} | ${seconds(lhr, "largest-contentful-paint")} | ${seconds(lhr, "first-contentful-paint")} |`,
    ),
  ];
  console.log(lines.join("\n"));
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/what-if.md", `${lines.join("\n")}\n`);
  console.log("\nWritten to reports/what-if.md");
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await worker.dispose();
}
